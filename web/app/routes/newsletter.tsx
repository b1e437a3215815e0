import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/newsletter'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { messages } from '#app/messages.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { codeSchema, emailSchema } from '#app/modules/auth/validation.ts'
import { codeProblem } from '#app/modules/newsletter/code-problem.ts'
import { sourcePageSchema } from '#app/modules/newsletter/source-page.ts'
import { confirmSubscription, requestSubscription } from '#app/modules/newsletter/subscriptions.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'

const subscribeSchema = z.object({ intent: z.literal('subscribe'), email: emailSchema, source: sourcePageSchema })
const verifySchema = z.object({ intent: z.literal('verify'), email: emailSchema, code: codeSchema, source: sourcePageSchema })
const schema = z.discriminatedUnion('intent', [subscribeSchema, verifySchema])

type Step = { step: 'email' } | { step: 'code'; email: string; source: string | null } | { step: 'done'; email: string }

export const meta: Route.MetaFunction = () =>
	pageMeta('Newsletter', 'New articles by registered dietitians and news from the directory, once a month, by e-mail.')

/**
 * The newsletter without JavaScript: the footer form posts here, and the two
 * steps (e-mail, then the mailed code) are pages. With JavaScript the footer
 * does the same through the API and a modal.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const intent = formData.get('intent') === 'verify' ? 'newsletter-verify' : 'newsletter-subscribe'
	const rejected = await guardAuthForm(formData, intent, context.get(clientIpContext), formData.get('email'))
	if (rejected) return rejected
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success') {
		const email = String(formData.get('email') ?? '')
		const step: Step = formData.get('intent') === 'verify' ? { step: 'code', email, source: null } : { step: 'email' }
		return data({ result: submission.reply(), ...step }, { status: 400 })
	}
	const value = submission.value
	if (value.intent === 'subscribe') {
		await requestSubscription(value.email)
		return { result: undefined, step: 'code' as const, email: value.email, source: value.source }
	}
	const confirmed = await confirmSubscription(value.email, value.code, value.source)
	if (!confirmed.ok) {
		return data(
			{ result: submission.reply({ fieldErrors: { code: [codeProblem(confirmed.reason)] } }), step: 'code' as const, email: value.email, source: value.source },
			{ status: 400 },
		)
	}
	return data(
		{ result: undefined, step: 'done' as const, email: value.email },
		{ headers: await createToastHeaders({ type: 'success', description: messages.emailSubscribed }) },
	)
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
	const step = (actionData ?? { step: 'email' }) as Step & { result?: unknown }
	const [form, fields] = useForm({
		id: `newsletter-${step.step}`,
		lastResult: actionData?.result as never,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold tracking-tight text-ink">The American Dietitian newsletter</h1>
			<p className="mt-3 text-slate-700">
				Once a month: new articles by registered dietitians and news from the directory. Every e-mail has a one-click unsubscribe link.
			</p>
			{step.step === 'done' ? (
				<div role="status" className="mt-8 rounded-xl bg-brand-50 p-5 text-brand-900">
					<p className="font-semibold">{messages.emailSubscribed}</p>
					<p className="mt-1">
						{step.email} is on the list. <Link to="/blogpage" className="font-medium underline">Read the latest articles</Link>.
					</p>
				</div>
			) : (
				<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
					<Honeypot />
					<FormErrors id={form.errorId} errors={form.errors} />
					{step.step === 'email' ? (
						<>
							<Field label="E-mail" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
							<SubmitButton name="intent" value="subscribe" pendingText="Sending…" className="w-full">
								Subscribe
							</SubmitButton>
						</>
					) : (
						<>
							<input type="hidden" name="email" value={step.email} />
							{step.source ? <input type="hidden" name="source" value={step.source} /> : null}
							<p className="text-slate-700">
								We sent a 6-digit code to <strong>{step.email}</strong>. It is valid for 15 minutes.
							</p>
							<Field
								label="Verification code"
								inputProps={{ ...getInputProps(fields.code, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
								errors={fields.code.errors}
							/>
							<SubmitButton name="intent" value="verify" pendingText="Checking…" className="w-full">
								Confirm subscription
							</SubmitButton>
						</>
					)}
				</Form>
			)}
		</div>
	)
}
