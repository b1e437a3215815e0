import { useEffect, useRef } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/verify-token'
import { VerifyingIndicator } from '#app/components/ui/full-screen-indicator.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { messages } from '#app/messages.ts'
import { sendVerificationMail, verifyEmailWithToken } from '#app/modules/accounts/email-verification.server.ts'
import { findUserByEmail } from '#app/modules/accounts/users.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { checkAuthRateLimit, tooManyAttemptsMessage } from '#app/modules/auth/rate-limit.server.ts'
import { redirectSignedInBack } from '#app/modules/auth/return-to.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => pageMeta('Verifying your e-mail', 'Confirming your e-mail address.')

/** Spec §4 token hand-off: the link's three parts, joined with dots, are the token. */
export function loader({ request }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const parts = ['firstpart', 'secondpart', 'thirdpart'].map((name) => params.get(name) ?? '')
	return { token: parts.every(Boolean) ? parts.join('.') : null }
}

// The exchange is a POST, not part of the GET: mail scanners that open links
// must not verify accounts or receive a session.
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const wait = await checkAuthRateLimit('token-verification', context.get(clientIpContext))
	if (wait > 0) return data({ error: tooManyAttemptsMessage(wait), resent: false }, { status: 429 })
	if (formData.get('intent') === 'resend') {
		const email = emailSchema.safeParse(formData.get('email'))
		if (!email.success) return data({ error: 'Enter a valid e-mail address', resent: false }, { status: 400 })
		const user = await findUserByEmail(email.data)
		// Same answer whether or not the address has an unverified account.
		if (user && !user.verified) await sendVerificationMail(user)
		return { error: null, resent: true }
	}
	const result = await verifyEmailWithToken(formData.get('token'))
	if (result.status === 'verified') {
		return redirectSignedInBack(request, result.user.id, `/user/welcome/${result.user.id}`, { type: 'success', description: messages.loginSucceeded })
	}
	if (result.status === 'already-verified') {
		// A link used before: nothing to do, and no session for whoever holds the link.
		// Its owner, already signed in, simply goes on where the first use led.
		const { current } = await getCurrentUser(request)
		if (current?.user.id === result.user.id) {
			return redirectWithToast(`/user/welcome/${result.user.id}`, { type: 'info', description: 'Your e-mail address is already verified.' })
		}
		return redirectWithToast('/user/signin', { type: 'info', description: 'Your e-mail address is already verified. Sign in to continue.' })
	}
	const error =
		result.status === 'replaced'
			? 'A newer verification e-mail was sent after this one: only the newest link works.'
			: 'This verification link is invalid or has expired.'
	return data({ error, resent: false }, { status: 400 })
}

export default function VerifyToken({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const form = useRef<HTMLFormElement>(null)
	const shouldAutoSubmit = Boolean(loaderData.token) && !actionData
	useEffect(() => {
		if (shouldAutoSubmit) form.current?.requestSubmit()
	}, [shouldAutoSubmit])

	const verifying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'verify'
	const failed = !loaderData.token || actionData !== undefined
	return (
		<>
			{verifying || (shouldAutoSubmit && navigation.state === 'idle') ? <VerifyingIndicator /> : null}
			<h1 className="text-3xl font-bold tracking-tight text-ink">{failed ? 'This link did not work' : 'Verify your e-mail'}</h1>
			{loaderData.token && !actionData ? (
				<Form method="post" ref={form} className="mt-6">
					<input type="hidden" name="token" value={loaderData.token} />
					<p className="mb-4 text-slate-700">Confirm your e-mail address to finish creating your account.</p>
					<SubmitButton name="intent" value="verify" pendingText="Verifying…" className="w-full">
						Verify my e-mail
					</SubmitButton>
				</Form>
			) : null}
			{failed ? (
				<div className="mt-6 space-y-4">
					{actionData?.resent ? null : <FormErrors errors={[actionData?.error ?? 'This verification link is incomplete.']} />}
					<p className="text-slate-700">Links expire after 24 hours and only the newest one works. We can send you a new link.</p>
					{actionData?.resent ? (
						<p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
							If that address has an account waiting for verification, a new link is on its way.
						</p>
					) : (
						<Form method="post" className="space-y-4">
							<Field label="E-mail" inputProps={{ id: 'resend-email', name: 'email', type: 'email', required: true, autoComplete: 'email' }} />
							<SubmitButton name="intent" value="resend" pendingText="Sending…" className="w-full">
								Send a new link
							</SubmitButton>
						</Form>
					)}
				</div>
			) : null}
		</>
	)
}
