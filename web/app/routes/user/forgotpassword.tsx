import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/forgotpassword'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { useActionToast } from '#app/components/ui/toaster.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { messages } from '#app/messages.ts'
import { checkResetCode, requestPasswordReset, resetPassword } from '#app/modules/accounts/password-reset.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { signInPrefillHeader } from '#app/modules/auth/sign-in-prefill.server.ts'
import { codeSchema, emailSchema, passwordSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders, redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { withPasswordPolicy } from '#app/modules/auth/common-passwords.server.ts'

const sendSchema = z.object({ intent: z.literal('send'), email: emailSchema })
const checkSchema = z.object({ intent: z.literal('check'), email: emailSchema, code: codeSchema })
const resetSchema = z
	.object({
		intent: z.literal('reset'),
		email: emailSchema,
		resetToken: z.string().min(1),
		password: passwordSchema,
		confirmPassword: z.string({ error: 'Confirm your password' }),
	})
	.refine((value) => value.password === value.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] })

const schema = z.discriminatedUnion('intent', [sendSchema, checkSchema, resetSchema])

type Step = { step: 'email' } | { step: 'code'; email: string } | { step: 'password'; email: string; resetToken: string }

export const meta: Route.MetaFunction = () => pageMeta('Reset your password', 'Reset your American Dietitian password with a code sent to your e-mail.')

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const rejected = await guardAuthForm(formData, 'password-reset', context.get(clientIpContext), formData.get('email'))
	if (rejected) return rejected
	const submission = await parseWithZod(formData, { schema: withPasswordPolicy(schema), async: true })
	const hideFields = ['password', 'confirmPassword']
	if (submission.status !== 'success') {
		const intent = formData.get('intent')
		const email = String(formData.get('email') ?? '')
		const step: Step =
			intent === 'check' ? { step: 'code', email } : intent === 'reset' ? { step: 'password', email, resetToken: String(formData.get('resetToken') ?? '') } : { step: 'email' }
		return data({ result: submission.reply({ hideFields }), ...step }, { status: 400 })
	}
	const value = submission.value
	if (value.intent === 'send') {
		await requestPasswordReset(value.email)
		const headers = await createToastHeaders({ type: 'success', description: messages.verificationCodeSent })
		return data({ result: undefined, step: 'code' as const, email: value.email }, { headers })
	}
	if (value.intent === 'check') {
		const check = await checkResetCode(value.email, value.code)
		if (!check.ok) {
			return data(
				{ result: submission.reply({ fieldErrors: { code: [messages.verifyCodeInvalid] } }), step: 'code' as const, email: value.email, toast: messages.verifyCodeInvalid },
				{ status: 400 },
			)
		}
		return { result: undefined, step: 'password' as const, email: value.email, resetToken: check.resetToken }
	}
	const result = await resetPassword(value.email, value.password, { resetToken: value.resetToken })
	if (!result.ok) {
		return data(
			{ result: submission.reply({ formErrors: ['This reset has expired. Ask for a new code.'], hideFields }), step: 'email' as const },
			{ status: 400 },
		)
	}
	return redirectWithToast(
		'/user/signin',
		{ type: 'success', description: 'Your password has been changed. Sign in with your new password.' },
		{ headers: { 'set-cookie': await signInPrefillHeader(value.email) } },
	)
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
	const step = (actionData ?? { step: 'email' }) as Step & { result?: unknown }
	useActionToast(actionData)
	const [form, fields] = useForm({
		id: `forgot-${step.step}`,
		lastResult: actionData?.result as never,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">Reset your password</h1>
			<ol className="mt-4 flex gap-2 text-xs font-medium" aria-label="Steps">
				{(['email', 'code', 'password'] as const).map((name, index) => (
					<li key={name} aria-current={step.step === name ? 'step' : undefined} className={step.step === name ? 'rounded-full bg-brand-700 px-3 py-1 text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-slate-700'}>
						{index + 1}. {name === 'email' ? 'E-mail' : name === 'code' ? 'Code' : 'New password'}
					</li>
				))}
			</ol>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<Honeypot />
				<FormErrors id={form.errorId} errors={form.errors} />
				{step.step === 'email' ? (
					<>
						<p className="text-slate-700">Enter the e-mail of your account. We will send you a 6-digit code.</p>
						<Field label="E-mail" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
						<SubmitButton name="intent" value="send" pendingText="Sending…" className="w-full">
							Send code
						</SubmitButton>
					</>
				) : (
					<input type="hidden" name="email" value={step.email} />
				)}
				{step.step === 'code' ? (
					<>
						<p className="text-slate-700">
							Enter the 6-digit code we sent to <strong>{step.email}</strong>. It is valid for 15 minutes. No e-mail after a few
							minutes? Check the address and your spam folder: codes go only to e-mails that have an account.
						</p>
						<Field
							label="Verification code"
							inputProps={{ ...getInputProps(fields.code, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
							errors={fields.code.errors}
						/>
						<SubmitButton name="intent" value="check" pendingText="Checking…" className="w-full">
							Check code
						</SubmitButton>
					</>
				) : null}
				{step.step === 'password' ? (
					<>
						<input type="hidden" name="resetToken" value={step.resetToken} />
						<Field label="New password" hint="At least 8 characters." inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }} errors={fields.password.errors} />
						<Field label="Confirm new password" inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }} errors={fields.confirmPassword.errors} />
						<SubmitButton name="intent" value="reset" pendingText="Saving…" className="w-full">
							Change password
						</SubmitButton>
					</>
				) : null}
			</Form>
			<p className="mt-6 text-sm">
				<Link to="/user/signin" className="font-medium text-brand-800 underline">
					Back to sign in
				</Link>
			</p>
		</>
	)
}
