import { useEffect, useRef } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/verify-token'
import { translator } from '#app/i18n/catalogue.server.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { FullScreenIndicator } from '#app/components/ui/full-screen-indicator.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { sendVerificationMail, verifyEmailWithToken } from '#app/modules/accounts/email-verification.server.ts'
import { findUserByEmail } from '#app/modules/accounts/users.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { checkAuthRateLimit } from '#app/modules/auth/rate-limit.server.ts'
import { redirectSignedInBack } from '#app/modules/auth/return-to.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('accounts.token.metaTitle'), t('accounts.token.metaDescription'))
}

/** Spec §4 token hand-off: the link's three parts, joined with dots, are the token. */
export function loader({ request }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const parts = ['firstpart', 'secondpart', 'thirdpart'].map((name) => params.get(name) ?? '')
	return { token: parts.every(Boolean) ? parts.join('.') : null, i18n: pageI18n(request, ['accounts']) }
}

// The exchange is a POST, not part of the GET: mail scanners that open links
// must not verify accounts or receive a session.
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const wait = await checkAuthRateLimit('token-verification', context.get(clientIpContext))
	if (wait > 0) return data({ error: t('auth-forms.tooManyAttempts', { seconds: wait }), resent: false }, { status: 429 })
	if (formData.get('intent') === 'resend') {
		const email = emailSchema.safeParse(formData.get('email'))
		if (!email.success) return data({ error: t('auth-forms.emailInvalid'), resent: false }, { status: 400 })
		const user = await findUserByEmail(email.data)
		// Same answer whether or not the address has an unverified account.
		if (user && !user.verified) await sendVerificationMail(user)
		return { error: null, resent: true }
	}
	const result = await verifyEmailWithToken(formData.get('token'))
	if (result.status === 'verified') {
		return redirectSignedInBack(request, result.user.id, localizePath(`/user/welcome/${result.user.id}`, locale), { type: 'success', description: t('spec.loginSucceeded') })
	}
	if (result.status === 'already-verified') {
		// A link used before: nothing to do, and no session for whoever holds the link.
		// Its owner, already signed in, simply goes on where the first use led.
		const { current } = await getCurrentUser(request)
		if (current?.user.id === result.user.id) {
			return redirectWithToast(localizePath(`/user/welcome/${result.user.id}`, locale), { type: 'info', description: t('accounts.token.alreadyVerified') })
		}
		return redirectWithToast(localizePath('/user/signin', locale), { type: 'info', description: t('accounts.token.alreadyVerifiedSignIn') })
	}
	const error =
		result.status === 'replaced' ? t('accounts.token.replaced') : t('accounts.token.invalid')
	return data({ error, resent: false }, { status: 400 })
}

export default function VerifyToken({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const t = useT()
	const form = useRef<HTMLFormElement>(null)
	const shouldAutoSubmit = Boolean(loaderData.token) && !actionData
	useEffect(() => {
		if (shouldAutoSubmit) form.current?.requestSubmit()
	}, [shouldAutoSubmit])

	const verifying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'verify'
	const failed = !loaderData.token || actionData !== undefined
	return (
		<>
			{verifying || (shouldAutoSubmit && navigation.state === 'idle') ? <FullScreenIndicator label={t('common.verifying')} /> : null}
			<h1 className="text-3xl font-bold tracking-tight text-ink">{failed ? t('accounts.token.failedTitle') : t('accounts.verify.title')}</h1>
			{loaderData.token && !actionData ? (
				<Form method="post" ref={form} className="mt-6">
					<input type="hidden" name="token" value={loaderData.token} />
					<p className="mb-4 text-slate-700">{t('accounts.verify.description')}</p>
					<SubmitButton name="intent" value="verify" pendingText={t('accounts.verify.pending')} className="w-full">
						{t('accounts.token.submit')}
					</SubmitButton>
				</Form>
			) : null}
			{failed ? (
				<div className="mt-6 space-y-4">
					{actionData?.resent ? null : <FormErrors errors={[actionData?.error ?? t('accounts.token.incomplete')]} />}
					<p className="text-slate-700">{t('accounts.token.expiryNote')}</p>
					{actionData?.resent ? (
						<p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
							{t('accounts.token.resent')}
						</p>
					) : (
						<Form method="post" className="space-y-4">
							<Field label={t('accounts.email')} inputProps={{ id: 'resend-email', name: 'email', type: 'email', required: true, autoComplete: 'email' }} />
							<SubmitButton name="intent" value="resend" pendingText={t('accounts.sending')} className="w-full">
								{t('accounts.token.sendNew')}
							</SubmitButton>
						</Form>
					)}
				</div>
			) : null}
		</>
	)
}
