import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/signup'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { Field, FormErrors } from '#app/components/ui/field.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { registerAccount } from '#app/modules/accounts/registration.server.ts'
import { requireAnonymous } from '#app/modules/auth/current-user.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { pendingVerificationHeader } from '#app/modules/auth/sign-in-session.server.ts'
import { emailField, nameField, passwordField } from '#app/modules/auth/validation.ts'
import { authFormTexts } from '#app/modules/auth/auth-form-texts.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { withPasswordPolicy } from '#app/modules/auth/common-passwords.server.ts'
import { redirectToParam, rememberReturnPathHeader, returnPathOf } from '#app/modules/auth/return-to.server.ts'

const schemaIn = (t: Translate) => {
	const say = authFormTexts(t)
	return z
		.object({
			firstName: nameField(t('accounts.signup.firstName'), say),
			lastName: nameField(t('accounts.signup.lastName'), say),
			email: emailField(say),
			password: passwordField(say),
			confirmPassword: z.string({ error: t('auth-forms.confirmPasswordRequired') }),
		})
		.refine((value) => value.password === value.confirmPassword, {
			message: t('auth-forms.passwordsDiffer'),
			path: ['confirmPassword'],
		})
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('accounts.signup.title'), t('accounts.signup.description'))
}

export const loader = ({ request }: Route.LoaderArgs) =>
	requireAnonymous(request).then(() => ({ redirectTo: redirectToParam(request), i18n: pageI18n(request, ['accounts', 'auth-forms']) }))

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await readForm(request)
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const rejected = await guardAuthForm(formData, 'register', context.get(clientIpContext), formData.get('email'), { locale })
	if (rejected) return rejected
	const submission = await parseWithZod(formData, { schema: withPasswordPolicy(schemaIn(t), t('auth-forms.passwordCommon')), async: true })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
	}
	// The account's mails are in the language it signed up in.
	const result = await registerAccount({ ...submission.value, locale })
	if (result.status === 'exists') {
		return data(
			{ result: submission.reply({ fieldErrors: { email: [t('spec.userExists')] }, hideFields: ['password', 'confirmPassword'] }) },
			{ status: 400 },
		)
	}
	const headers = await createToastHeaders(
		result.mailSent
			? { type: 'success', description: t('accounts.signup.mailSent', { email: result.user.email }) }
			: { type: 'warning', description: t('spec.emailSendError') },
	)
	headers.append('set-cookie', await pendingVerificationHeader(result.user.id, locale))
	const returnTo = returnPathOf(formData.get('redirectTo'))
	if (returnTo) headers.append('set-cookie', await rememberReturnPathHeader(returnTo, locale))
	return redirect(localizePath('/user/verify', locale), { headers })
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
	const { redirectTo } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	const schema = useMemo(() => schemaIn(t), [t])
	const [form, fields] = useForm({
		id: 'signup',
		lastResult: actionData?.result,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('accounts.signup.title')}</h1>
			<p className="mt-2 text-slate-600">
				{t.rich('accounts.signup.intro', {
					link: (chunks) => (
						<Link to={localePath(redirectTo ? `/user/signin?redirectTo=${encodeURIComponent(redirectTo)}` : '/user/signin')} className="font-medium text-brand-800 underline">
							{chunks}
						</Link>
					),
				})}
			</p>
			<Form method="post" className="mt-8 space-y-4" {...getFormProps(form)}>
				<Honeypot />
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<FormErrors id={form.errorId} errors={form.errors} />
				<div className="grid gap-4 sm:grid-cols-2">
					<Field label={t('accounts.signup.firstName')} inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }} errors={fields.firstName.errors} />
					<Field label={t('accounts.signup.lastName')} inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }} errors={fields.lastName.errors} />
				</div>
				<Field label={t('accounts.email')} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
				<Field
					label={t('accounts.password')}
					hint={t('accounts.signup.passwordHint')}
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.password.errors}
				/>
				<Field
					label={t('accounts.signup.confirmPassword')}
					inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.confirmPassword.errors}
				/>
				<SubmitButton pendingText={t('accounts.signup.pending')} className="w-full">
					{t('accounts.signup.submit')}
				</SubmitButton>
			</Form>
		</>
	)
}
