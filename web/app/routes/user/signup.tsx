import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/signup'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { messages } from '#app/messages.ts'
import { registerAccount } from '#app/modules/accounts/registration.server.ts'
import { requireAnonymous } from '#app/modules/auth/current-user.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { pendingVerificationHeader } from '#app/modules/auth/sign-in-session.server.ts'
import { emailSchema, nameSchema, passwordSchema } from '#app/modules/auth/validation.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { withPasswordPolicy } from '#app/modules/auth/common-passwords.server.ts'
import { redirectToParam, rememberReturnPathHeader, returnPathOf } from '#app/modules/auth/return-to.server.ts'

const schema = z
	.object({
		firstName: nameSchema('First name'),
		lastName: nameSchema('Last name'),
		email: emailSchema,
		password: passwordSchema,
		confirmPassword: z.string({ error: 'Confirm your password' }),
	})
	.refine((value) => value.password === value.confirmPassword, {
		message: 'The passwords do not match',
		path: ['confirmPassword'],
	})

export const meta: Route.MetaFunction = () => pageMeta('Create your account', 'Create a dietitian account on American Dietitian.')

export const loader = ({ request }: Route.LoaderArgs) => requireAnonymous(request).then(() => ({ redirectTo: redirectToParam(request) }))

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const rejected = await guardAuthForm(formData, 'register', context.get(clientIpContext), formData.get('email'))
	if (rejected) return rejected
	const submission = await parseWithZod(formData, { schema: withPasswordPolicy(schema), async: true })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
	}
	const result = await registerAccount(submission.value)
	if (result.status === 'exists') {
		return data(
			{ result: submission.reply({ fieldErrors: { email: [messages.userExists] }, hideFields: ['password', 'confirmPassword'] }) },
			{ status: 400 },
		)
	}
	const headers = await createToastHeaders(
		result.mailSent
			? { type: 'success', description: `We sent a verification e-mail to ${result.user.email}.` }
			: { type: 'warning', description: messages.emailSendError },
	)
	headers.append('set-cookie', await pendingVerificationHeader(result.user.id))
	const returnTo = returnPathOf(formData.get('redirectTo'))
	if (returnTo) headers.append('set-cookie', await rememberReturnPathHeader(returnTo))
	return redirect('/user/verify', { headers })
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
	const { redirectTo } = loaderData
	const [form, fields] = useForm({
		id: 'signup',
		lastResult: actionData?.result,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">Create your account</h1>
			<p className="mt-2 text-slate-600">
				For registered dietitians. Already have an account?{' '}
				<Link to={redirectTo ? `/user/signin?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/signin'} className="font-medium text-brand-800 underline">
					Sign in
				</Link>
			</p>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<Honeypot />
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<FormErrors id={form.errorId} errors={form.errors} />
				<div className="grid gap-4 sm:grid-cols-2">
					<Field label="First name" inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }} errors={fields.firstName.errors} />
					<Field label="Last name" inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }} errors={fields.lastName.errors} />
				</div>
				<Field label="E-mail" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
				<Field
					label="Password"
					hint="At least 8 characters."
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.password.errors}
				/>
				<Field
					label="Confirm password"
					inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.confirmPassword.errors}
				/>
				<SubmitButton pendingText="Creating account…" className="w-full">
					Create account
				</SubmitButton>
			</Form>
		</>
	)
}
