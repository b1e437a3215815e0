import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useState } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/verify'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { useActionToast } from '#app/components/ui/toaster.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { resendWait, sendVerificationMail, verifyEmailWithCode } from '#app/modules/accounts/email-verification.server.ts'
import { deliveryProblem } from '#app/modules/mail/delivery-problem.server.ts'
import { findUserById } from '#app/modules/accounts/users.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { redirectSignedInBack } from '#app/modules/auth/return-to.server.ts'
import { readPendingVerification } from '#app/modules/auth/sign-in-session.server.ts'
import { codeField } from '#app/modules/auth/validation.ts'
import { authFormTexts } from '#app/modules/auth/auth-form-texts.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'

const schemaIn = (t: Translate) => z.object({ intent: z.literal('verify'), code: codeField(authFormTexts(t)) })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('accounts.verify.title'), t('accounts.verify.description'))
}

async function pendingUser(request: Request) {
	const userId = await readPendingVerification(request)
	return userId === null ? null : findUserById(userId)
}

export async function loader({ request }: Route.LoaderArgs) {
	const i18n = pageI18n(request, ['accounts', 'auth-forms'])
	const user = await pendingUser(request)
	if (!user) return { email: null, waitSeconds: 0, problem: null, i18n }
	if (user.verified) throw redirect(localizePath('/user/signin', i18n.locale))
	return { email: user.email, waitSeconds: await resendWait(user), problem: await deliveryProblem(user.email, translator(i18n.locale)), i18n }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const user = await pendingUser(request)
	const rejected = await guardAuthForm(formData, 'verify', context.get(clientIpContext), user?.email, { locale })
	if (rejected) return rejected
	if (!user) return data({ result: { status: 'error' as const, error: { '': [t('accounts.verify.signInAgain')] } } }, { status: 400 })
	if (formData.get('intent') === 'resend') {
		const sent = await sendVerificationMail(user)
		if (sent.status === 'throttled') {
			return data({ result: { status: 'error' as const, error: { '': [t('accounts.verify.wait', { seconds: sent.waitSeconds })] } } }, { status: 429 })
		}
		if (sent.status === 'failed') return data({ result: { status: 'error' as const, error: { '': [t('spec.emailSendError')] } } }, { status: 502 })
		if (sent.status === 'suppressed') return data({ result: { status: 'error' as const, error: { '': [(await deliveryProblem(user.email, t)) ?? t('spec.emailSendError')] } } }, { status: 409 })
		return { result: undefined, resent: true }
	}
	const submission = parseWithZod(formData, { schema: schemaIn(t) })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const check = await verifyEmailWithCode(user, submission.value.code)
	if (!check.ok) {
		const message =
			check.reason === 'locked'
				? t('accounts.verify.locked')
				: check.reason === 'expired'
					? t('accounts.verify.expired')
					: t('spec.verifyCodeInvalid')
		return data({ result: submission.reply({ fieldErrors: { code: [message] } }), toast: message }, { status: 400 })
	}
	return redirectSignedInBack(request, user.id, localizePath(`/user/welcome/${user.id}`, locale), { type: 'success', description: t('accounts.verify.verified') })
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
	const t = useT()
	const localePath = useLocalePath()
	const verifySchema = useMemo(() => schemaIn(t), [t])
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
				<h1 className="text-3xl font-bold tracking-tight text-ink">{t('accounts.verify.title')}</h1>
				<p className="mt-4 text-slate-700">
					{t.rich('accounts.verify.noPending', {
						link: (chunks) => (
							<Link to={localePath('/user/signin')} className="font-medium text-brand-800 underline">
								{chunks}
							</Link>
						),
					})}
				</p>
			</>
		)
	}
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('accounts.verify.inboxTitle')}</h1>
			{loaderData.problem ? (
				<p role="alert" className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
					{loaderData.problem}
				</p>
			) : (
				<p className="mt-3 text-slate-700">{t.rich('accounts.verify.inboxIntro', { email: loaderData.email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
			)}
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<FormErrors id={form.errorId} errors={form.errors} />
				<Field
					label={t('accounts.verificationCode')}
					inputProps={{ ...getInputProps(fields.code, { type: 'text' }), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: undefined }}
					errors={fields.code.errors}
				/>
				<SubmitButton name="intent" value="verify" pendingText={t('accounts.verify.pending')} className="w-full">
					{t('accounts.verify.submit')}
				</SubmitButton>
			</Form>
			<Form method="post" className="mt-6 flex items-center justify-between gap-4 text-sm text-slate-700">
				<span aria-live="polite">{resent ? t('accounts.verify.resent') : t('accounts.verify.noEmail')}</span>
				<SubmitButton name="intent" value="resend" variant="secondary" pendingText={t('accounts.sending')} disabled={wait > 0}>
					{wait > 0 ? t('accounts.verify.resendIn', { seconds: wait }) : t('accounts.verify.resend')}
				</SubmitButton>
			</Form>
		</>
	)
}
