import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/signin'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { useActionToast } from '#app/components/ui/toaster.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { messages, siteMessages } from '#app/messages.ts'
import { signIn } from '#app/modules/accounts/sign-in.server.ts'
import { requireAnonymous } from '#app/modules/auth/current-user.server.ts'
import { guardAuthForm, rateLimitEmailKey } from '#app/modules/auth/form-guard.server.ts'
import { readSignInPrefill } from '#app/modules/auth/sign-in-prefill.server.ts'
import { deviceCookieHeader, isKnownSignInSource, newDeviceId, readDeviceId } from '#app/modules/auth/sign-in-sources.server.ts'
import { pendingVerificationHeader, redirectSignedIn } from '#app/modules/auth/sign-in-session.server.ts'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { forgetReturnPathHeader, redirectToParam, rememberedReturnPath, rememberReturnPathHeader, returnPathOf } from '#app/modules/auth/return-to.server.ts'

const schema = z.object({
	email: emailSchema,
	password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
})

export const meta: Route.MetaFunction = () => pageMeta('Sign in', 'Sign in to your American Dietitian account.')

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	return { email: await readSignInPrefill(request), redirectTo: redirectToParam(request) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const clientIp = context.get(clientIpContext)
	const knownDevice = await readDeviceId(request)
	const deviceId = knownDevice ?? newDeviceId()
	const source = { ip: clientIp, deviceId: knownDevice }
	const email = rateLimitEmailKey(formData.get('email'))
	const known = email ? await isKnownSignInSource(email, source) : false
	const rejected = await guardAuthForm(formData, 'login', clientIp, email, { countEmail: !known })
	if (rejected) return rejected
	const submission = parseWithZod(formData, { schema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const result = await signIn(submission.value.email, submission.value.password, { ip: clientIp, deviceId })
	const returnTo = returnPathOf(formData.get('redirectTo')) ?? (await rememberedReturnPath(request))
	if (result.status === 'invalid') {
		// Spec §8: the server's message as a toast too; inline it stays for the form.
		return data({ result: submission.reply({ formErrors: [messages.loginFailed], hideFields: ['password'] }), toast: messages.loginFailed }, { status: 401 })
	}
	if (result.status === 'suspended') {
		return data({ result: submission.reply({ formErrors: [siteMessages.accountSuspended], hideFields: ['password'] }), toast: siteMessages.accountSuspended }, { status: 403 })
	}
	// The browser keeps the device id it was just remembered by.
	const device = knownDevice ? null : await deviceCookieHeader(deviceId)
	if (result.status === 'unverified') {
		// Spec §4 login 201: not signed in; the verification mail went out again.
		const headers = await createToastHeaders({ type: 'warning', description: messages.notVerified })
		headers.append('set-cookie', await pendingVerificationHeader(result.user.id))
		if (device) headers.append('set-cookie', device)
		if (returnTo) headers.append('set-cookie', await rememberReturnPathHeader(returnTo))
		return redirect('/user/verify', { headers })
	}
	const response = await redirectSignedIn(result.user.id, returnTo ?? '/home', { type: 'success', description: messages.loginSucceeded }, device ? { 'set-cookie': device } : undefined)
	if (returnTo) response.headers.append('set-cookie', await forgetReturnPathHeader())
	return response
}

export default function Signin({ loaderData, actionData }: Route.ComponentProps) {
	const { redirectTo } = loaderData
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
			<h1 className="text-3xl font-bold tracking-tight text-ink">Sign in</h1>
			<p className="mt-2 text-slate-600">
				New here?{' '}
				<Link to={redirectTo ? `/user/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/signup'} className="font-medium text-brand-800 underline">
					Create an account
				</Link>
			</p>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<Honeypot />
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<FormErrors id={form.errorId} errors={form.errors} />
				<Field label="E-mail" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
				<Field
					label="Password"
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
					errors={fields.password.errors}
				/>
				<div className="text-right text-sm">
					<Link to="/user/forgotpassword" className="font-medium text-brand-800 underline">
						Forgot your password?
					</Link>
				</div>
				<SubmitButton pendingText="Signing in…" className="w-full">
					Sign in
				</SubmitButton>
			</Form>
		</>
	)
}
