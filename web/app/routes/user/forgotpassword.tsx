import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/forgotpassword'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { useActionToast } from '#app/components/ui/toaster.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { checkResetCode, requestPasswordReset, resetPassword } from '#app/modules/accounts/password-reset.server.ts'
import { deliveryProblem } from '#app/modules/mail/delivery-problem.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { signInPrefillHeader } from '#app/modules/auth/sign-in-prefill.server.ts'
import { codeField, emailField, passwordField } from '#app/modules/auth/validation.ts'
import { authFormTexts } from '#app/modules/auth/auth-form-texts.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders, redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { withPasswordPolicy } from '#app/modules/auth/common-passwords.server.ts'

const schemaIn = (t: Translate) => {
	const say = authFormTexts(t)
	const email = emailField(say)
	const sendSchema = z.object({ intent: z.literal('send'), email })
	const checkSchema = z.object({ intent: z.literal('check'), email, code: codeField(say) })
	const resetSchema = z
		.object({
			intent: z.literal('reset'),
			email,
			resetToken: z.string().min(1),
			password: passwordField(say),
			confirmPassword: z.string({ error: t('auth-forms.confirmPasswordRequired') }),
		})
		.refine((value) => value.password === value.confirmPassword, { message: t('auth-forms.passwordsDiffer'), path: ['confirmPassword'] })
	return z.discriminatedUnion('intent', [sendSchema, checkSchema, resetSchema])
}

type Step = { step: 'email' } | { step: 'code'; email: string } | { step: 'password'; email: string; resetToken: string }

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('accounts.forgot.title'), t('accounts.forgot.description'))
}

export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageI18n(request, ['accounts', 'auth-forms']) })

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const rejected = await guardAuthForm(formData, 'password-reset', context.get(clientIpContext), formData.get('email'), { locale })
	if (rejected) return rejected
	const submission = await parseWithZod(formData, { schema: withPasswordPolicy(schemaIn(t), t('auth-forms.passwordCommon')), async: true })
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
		const problem = await deliveryProblem(value.email, t)
		if (problem) return data({ result: submission.reply({ fieldErrors: { email: [problem] } }), step: 'email' as const }, { status: 409 })
		await requestPasswordReset(value.email)
		const headers = await createToastHeaders({ type: 'success', description: t('spec.verificationCodeSent') })
		return data({ result: undefined, step: 'code' as const, email: value.email }, { headers })
	}
	if (value.intent === 'check') {
		const check = await checkResetCode(value.email, value.code)
		if (!check.ok) {
			return data(
				{ result: submission.reply({ fieldErrors: { code: [t('spec.verifyCodeInvalid')] } }), step: 'code' as const, email: value.email, toast: t('spec.verifyCodeInvalid') },
				{ status: 400 },
			)
		}
		return { result: undefined, step: 'password' as const, email: value.email, resetToken: check.resetToken }
	}
	const result = await resetPassword(value.email, value.password, { resetToken: value.resetToken })
	if (!result.ok) {
		return data(
			{ result: submission.reply({ formErrors: [t('accounts.forgot.expired')], hideFields }), step: 'email' as const },
			{ status: 400 },
		)
	}
	return redirectWithToast(
		localizePath('/user/signin', locale),
		{ type: 'success', description: t('accounts.forgot.changed') },
		{ headers: { 'set-cookie': await signInPrefillHeader(value.email, locale) } },
	)
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
	const step = (actionData ?? { step: 'email' }) as Step & { result?: unknown }
	const t = useT()
	const localePath = useLocalePath()
	const schema = useMemo(() => schemaIn(t), [t])
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
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('accounts.forgot.title')}</h1>
			<ol className="mt-4 flex gap-2 text-xs font-medium" aria-label={t('accounts.forgot.steps')}>
				{(['email', 'code', 'password'] as const).map((name, index) => (
					<li key={name} aria-current={step.step === name ? 'step' : undefined} className={step.step === name ? 'rounded-full bg-brand-700 px-3 py-1 text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-slate-700'}>
						{index + 1}. {name === 'email' ? t('accounts.forgot.stepEmail') : name === 'code' ? t('accounts.forgot.stepCode') : t('accounts.forgot.stepPassword')}
					</li>
				))}
			</ol>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<Honeypot />
				<FormErrors id={form.errorId} errors={form.errors} />
				{step.step === 'email' ? (
					<>
						<p className="text-slate-700">{t('accounts.forgot.emailIntro')}</p>
						<Field label={t('accounts.email')} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
						<SubmitButton name="intent" value="send" pendingText={t('accounts.sending')} className="w-full">
							{t('accounts.forgot.send')}
						</SubmitButton>
					</>
				) : (
					<input type="hidden" name="email" value={step.email} />
				)}
				{step.step === 'code' ? (
					<>
						<p className="text-slate-700">{t.rich('accounts.forgot.codeIntro', { email: step.email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
						<Field
							label={t('accounts.verificationCode')}
							inputProps={{ ...getInputProps(fields.code, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
							errors={fields.code.errors}
						/>
						<SubmitButton name="intent" value="check" pendingText={t('accounts.forgot.checking')} className="w-full">
							{t('accounts.forgot.check')}
						</SubmitButton>
					</>
				) : null}
				{step.step === 'password' ? (
					<>
						<input type="hidden" name="resetToken" value={step.resetToken} />
						<Field label={t('accounts.forgot.newPassword')} hint={t('accounts.signup.passwordHint')} inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }} errors={fields.password.errors} />
						<Field label={t('accounts.forgot.confirmNewPassword')} inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }} errors={fields.confirmPassword.errors} />
						<SubmitButton name="intent" value="reset" pendingText={t('accounts.forgot.saving')} className="w-full">
							{t('accounts.forgot.change')}
						</SubmitButton>
					</>
				) : null}
			</Form>
			<p className="mt-6 text-sm">
				<Link to={localePath('/user/signin')} className="font-medium text-brand-800 underline">
					{t('accounts.backToSignIn')}
				</Link>
			</p>
		</>
	)
}
