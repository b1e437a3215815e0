import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/newsletter'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { codeField, emailField } from '#app/modules/auth/validation.ts'
import { authFormTexts } from '#app/modules/auth/auth-form-texts.ts'
import { sourcePageSchema } from '#app/modules/newsletter/source-page.ts'
import { confirmSubscription, requestSubscription } from '#app/modules/newsletter/subscriptions.server.ts'
import { deliveryProblem } from '#app/modules/mail/delivery-problem.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'

const schemaIn = (t: Translate) => {
	const say = authFormTexts(t)
	const subscribeSchema = z.object({ intent: z.literal('subscribe'), email: emailField(say), source: sourcePageSchema })
	const verifySchema = z.object({ intent: z.literal('verify'), email: emailField(say), code: codeField(say), source: sourcePageSchema })
	return z.discriminatedUnion('intent', [subscribeSchema, verifySchema])
}

type Step = { step: 'email' } | { step: 'code'; email: string; source: string | null } | { step: 'done'; email: string }

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('newsletter-page.metaTitle'), t('newsletter-page.metaDescription'))
}

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageI18n(request, ['newsletter-page', 'auth-forms']) })

/**
 * The newsletter without JavaScript: the footer form posts here, and the two
 * steps (e-mail, then the mailed code) are pages. With JavaScript the footer
 * does the same through the API and a modal.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const intent = formData.get('intent') === 'verify' ? 'newsletter-verify' : 'newsletter-subscribe'
	const rejected = await guardAuthForm(formData, intent, context.get(clientIpContext), formData.get('email'), { locale })
	if (rejected) return rejected
	const submission = parseWithZod(formData, { schema: schemaIn(t) })
	if (submission.status !== 'success') {
		const email = String(formData.get('email') ?? '')
		const step: Step = formData.get('intent') === 'verify' ? { step: 'code', email, source: null } : { step: 'email' }
		return data({ result: submission.reply(), ...step }, { status: 400 })
	}
	const value = submission.value
	if (value.intent === 'subscribe') {
		const problem = await deliveryProblem(value.email, t, 'newsletter')
		if (problem) return data({ result: submission.reply({ fieldErrors: { email: [problem] } }), step: 'email' as const }, { status: 409 })
		await requestSubscription(value.email, locale)
		return { result: undefined, step: 'code' as const, email: value.email, source: value.source }
	}
	const confirmed = await confirmSubscription(value.email, value.code, value.source)
	if (!confirmed.ok) {
		const problem =
			confirmed.reason === 'locked' ? t('newsletter-page.codeLocked') : confirmed.reason === 'expired' ? t('newsletter-page.codeExpired') : t('spec.verifyCodeInvalid')
		return data(
			{ result: submission.reply({ fieldErrors: { code: [problem] } }), step: 'code' as const, email: value.email, source: value.source },
			{ status: 400 },
		)
	}
	return data(
		{ result: undefined, step: 'done' as const, email: value.email },
		{ headers: await createToastHeaders({ type: 'success', description: t('spec.emailSubscribed') }) },
	)
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
	const step = (actionData ?? { step: 'email' }) as Step & { result?: unknown }
	const t = useT()
	const localePath = useLocalePath()
	const schema = useMemo(() => schemaIn(t), [t])
	const [form, fields] = useForm({
		id: `newsletter-${step.step}`,
		lastResult: actionData?.result as never,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('newsletter-page.title')}</h1>
			<p className="mt-3 text-slate-700">{t('newsletter-page.intro')}</p>
			{step.step === 'done' ? (
				<div role="status" className="mt-8 rounded-xl bg-brand-50 p-5 text-brand-900">
					<p className="font-semibold">{t('newsletter.subscribed')}</p>
					<p className="mt-1">
						{t.rich('newsletter-page.onTheList', {
							email: step.email,
							link: (chunks) => (
								<Link to={localePath('/blogpage')} className="font-medium underline">
									{chunks}
								</Link>
							),
						})}
					</p>
				</div>
			) : (
				<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
					<Honeypot />
					<FormErrors id={form.errorId} errors={form.errors} />
					{step.step === 'email' ? (
						<>
							<Field label={t('newsletter.email')} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
							<SubmitButton name="intent" value="subscribe" pendingText={t('newsletter-page.sending')} className="w-full">
								{t('newsletter.subscribe')}
							</SubmitButton>
						</>
					) : (
						<>
							<input type="hidden" name="email" value={step.email} />
							{step.source ? <input type="hidden" name="source" value={step.source} /> : null}
							<p className="text-slate-700">{t.rich('newsletter-page.codeSent', { email: step.email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
							<Field
								label={t('newsletter.code')}
								inputProps={{ ...getInputProps(fields.code, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
								errors={fields.code.errors}
							/>
							<SubmitButton name="intent" value="verify" pendingText={t('newsletter-page.checking')} className="w-full">
								{t('newsletter-page.confirm')}
							</SubmitButton>
						</>
					)}
				</Form>
			)}
		</div>
	)
}
