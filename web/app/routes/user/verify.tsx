import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/verify'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { useActionToast } from '#app/components/ui/toaster.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { resendWait, sendVerificationMail, verifyEmailWithCode } from '#app/modules/accounts/email-verification.server.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { redirectSignedInBack } from '#app/modules/auth/return-to.server.ts'
import { readPendingVerification } from '#app/modules/auth/sign-in-session.server.ts'
import { codeSchema } from '#app/modules/auth/validation.ts'
import { messages } from '#app/messages.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'

const verifySchema = z.object({ intent: z.literal('verify'), code: codeSchema })

export const meta: Route.MetaFunction = () => pageMeta('Verify your e-mail', 'Confirm your e-mail address to finish creating your account.')

async function pendingUser(request: Request) {
	const userId = await readPendingVerification(request)
	return userId === null ? null : findUserById(userId)
}

export async function loader({ request }: Route.LoaderArgs) {
	const user = await pendingUser(request)
	if (!user) return { email: null, waitSeconds: 0 }
	if (user.verified) throw redirect('/user/signin')
	return { email: user.email, waitSeconds: await resendWait(user) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const user = await pendingUser(request)
	const rejected = await guardAuthForm(formData, 'verify', context.get(clientIpContext), user?.email)
	if (rejected) return rejected
	if (!user) return data({ result: { status: 'error' as const, error: { '': ['Sign in again to verify your account.'] } } }, { status: 400 })
	if (formData.get('intent') === 'resend') {
		const sent = await sendVerificationMail(user)
		if (sent.status === 'throttled') {
			return data({ result: { status: 'error' as const, error: { '': [`Please wait ${sent.waitSeconds} seconds before asking for another e-mail.`] } } }, { status: 429 })
		}
		if (sent.status === 'failed') return data({ result: { status: 'error' as const, error: { '': [messages.emailSendError] } } }, { status: 502 })
		return { result: undefined, resent: true }
	}
	const submission = parseWithZod(formData, { schema: verifySchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const check = await verifyEmailWithCode(user, submission.value.code)
	if (!check.ok) {
		const message =
			check.reason === 'locked'
				? 'Too many wrong codes. We can send you a new one.'
				: check.reason === 'expired'
					? 'This code has expired. We can send you a new one.'
					: messages.verifyCodeInvalid
		return data({ result: submission.reply({ fieldErrors: { code: [message] } }), toast: message }, { status: 400 })
	}
	return redirectSignedInBack(request, user.id, `/user/welcome/${user.id}`, { type: 'success', description: 'Your e-mail address is verified.' })
}

function useCountdown(seconds: number) {
	const [left, setLeft] = useState(seconds)
	useEffect(() => setLeft(seconds), [seconds])
	useEffect(() => {
		if (left <= 0) return
		const timer = setTimeout(() => setLeft((value) => value - 1), 1000)
		return () => clearTimeout(timer)
	}, [left])
	return left
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
	const resent = Boolean(actionData && 'resent' in actionData && actionData.resent)
	useActionToast(actionData)
	const wait = useCountdown(resent ? 60 : loaderData.waitSeconds)
	const [form, fields] = useForm({
		id: 'verify',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: verifySchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	if (!loaderData.email) {
		return (
			<>
				<h1 className="text-3xl font-bold tracking-tight text-ink">Verify your e-mail</h1>
				<p className="mt-4 text-slate-700">
					Open the link in the verification e-mail we sent you. To get a new one,{' '}
					<Link to="/user/signin" className="font-medium text-brand-800 underline">
						sign in
					</Link>{' '}
					with your e-mail and password.
				</p>
			</>
		)
	}
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">Check your inbox</h1>
			<p className="mt-3 text-slate-700">
				We sent a verification link and a 6-digit code to <strong>{loaderData.email}</strong>. Open the link, or enter the code here.
			</p>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<FormErrors id={form.errorId} errors={form.errors} />
				<Field
					label="Verification code"
					inputProps={{ ...getInputProps(fields.code, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: undefined }}
					errors={fields.code.errors}
				/>
				<SubmitButton name="intent" value="verify" pendingText="Verifying…" className="w-full">
					Verify
				</SubmitButton>
			</Form>
			<Form method="post" className="mt-6 flex items-center justify-between gap-4 text-sm text-slate-700">
				<span aria-live="polite">{resent ? 'We sent you a new e-mail.' : 'No e-mail?'}</span>
				<SubmitButton name="intent" value="resend" variant="secondary" pendingText="Sending…" disabled={wait > 0}>
					{wait > 0 ? `Resend in ${wait} s` : 'Resend e-mail'}
				</SubmitButton>
			</Form>
		</>
	)
}
