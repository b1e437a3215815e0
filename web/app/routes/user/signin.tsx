import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/signin'
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
import { signIn } from '#app/modules/accounts/sign-in.server.ts'
import { requireAnonymous } from '#app/modules/auth/current-user.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { guardAuthForm, rateLimitEmailKey } from '#app/modules/auth/form-guard.server.ts'
import { readSignInPrefill } from '#app/modules/auth/sign-in-prefill.server.ts'
import { deviceCookieHeader, isKnownSignInSource, newDeviceId, readDeviceId } from '#app/modules/auth/sign-in-sources.server.ts'
import { pendingVerificationHeader, redirectSignedIn } from '#app/modules/auth/sign-in-session.server.ts'
import { emailField } from '#app/modules/auth/validation.ts'
import { authFormTexts } from '#app/modules/auth/auth-form-texts.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { forgetReturnPathHeader, redirectToParam, rememberedReturnPath, rememberReturnPathHeader, returnPathOf } from '#app/modules/auth/return-to.server.ts'

const schemaIn = (t: Translate) => {
	const say = authFormTexts(t)
	return z.object({
		email: emailField(say),
		password: z.string({ error: say.passwordRequired }).min(1, say.passwordRequired).max(1024),
	})
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('accounts.signin.title'), t('accounts.signin.description'))
}

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	return { email: await readSignInPrefill(request), redirectTo: redirectToParam(request), i18n: pageI18n(request, ['accounts', 'auth-forms']) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const clientIp = context.get(clientIpContext)
	const knownDevice = await readDeviceId(request)
	const deviceId = knownDevice ?? newDeviceId()
	const source = { ip: clientIp, deviceId: knownDevice }
	const email = rateLimitEmailKey(formData.get('email'))
	const known = email ? await isKnownSignInSource(email, source) : false
	const rejected = await guardAuthForm(formData, 'login', clientIp, email, { countEmail: !known, locale })
	if (rejected) return rejected
	const submission = parseWithZod(formData, { schema: schemaIn(t) })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const result = await signIn(submission.value.email, submission.value.password, { ip: clientIp, deviceId })
	const returnTo = returnPathOf(formData.get('redirectTo')) ?? (await rememberedReturnPath(request))
	if (result.status === 'invalid') {
		// Spec §8: the server's message as a toast too; inline it stays for the form.
		return data({ result: submission.reply({ formErrors: [t('spec.loginFailed')], hideFields: ['password'] }), toast: t('spec.loginFailed') }, { status: 401 })
	}
	if (result.status === 'suspended') {
		const suspended = t('spec.accountSuspended', { email: getEnv().CONTACT_EMAIL })
		return data({ result: submission.reply({ formErrors: [suspended], hideFields: ['password'] }), toast: suspended }, { status: 403 })
	}
	// The browser keeps the device id it was just remembered by.
	const device = knownDevice ? null : await deviceCookieHeader(deviceId)
	if (result.status === 'unverified') {
		// Spec §4 login 201: not signed in; the verification mail went out again.
		const headers = await createToastHeaders({ type: 'warning', description: t('spec.notVerified') })
		headers.append('set-cookie', await pendingVerificationHeader(result.user.id, locale))
		if (device) headers.append('set-cookie', device)
		if (returnTo) headers.append('set-cookie', await rememberReturnPathHeader(returnTo, locale))
		return redirect(localizePath('/user/verify', locale), { headers })
	}
	// Home in the page's language; the dashboard and the pages a guard remembered are English this round (issue 32).
	const response = await redirectSignedIn(result.user.id, returnTo ?? localizePath('/home', locale), { type: 'success', description: t('spec.loginSucceeded') }, device ? { 'set-cookie': device } : undefined)
	if (returnTo) response.headers.append('set-cookie', await forgetReturnPathHeader(locale))
	return response
}

export default function Signin({ loaderData, actionData }: Route.ComponentProps) {
	const { redirectTo } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	const schema = useMemo(() => schemaIn(t), [t])
	useActionToast(actionData)
	const [form, fields] = useForm({
		id: 'signin',
		defaultValue: { email: loaderData.email ?? '' },
		lastResult: actionData?.result,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('accounts.signin.title')}</h1>
			<p className="mt-2 text-slate-600">
				{t.rich('accounts.signin.newHere', {
					link: (chunks) => (
						<Link to={localePath(redirectTo ? `/user/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/signup')} className="font-medium text-brand-800 underline">
							{chunks}
						</Link>
					),
				})}
			</p>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<Honeypot />
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<FormErrors id={form.errorId} errors={form.errors} />
				<Field label={t('accounts.email')} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
				<Field
					label={t('accounts.password')}
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
					errors={fields.password.errors}
				/>
				<div className="text-right text-sm">
					<Link to={localePath('/user/forgotpassword')} className="font-medium text-brand-800 underline">
						{t('accounts.signin.forgot')}
					</Link>
				</div>
				<SubmitButton pendingText={t('accounts.signin.pending')} className="w-full">
					{t('accounts.signin.submit')}
				</SubmitButton>
			</Form>
		</>
	)
}
