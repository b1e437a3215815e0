import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/viewprofile.delete'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { guardAuthForm } from '#app/modules/auth/form-guard.server.ts'
import { clearSessionCookieHeader } from '#app/modules/auth/sessions.server.ts'
import { deleteOwnAccount, deletionPreview } from '#app/modules/privacy/account-deletion.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('privacy.page.title'), t('privacy.page.intro')), { name: 'robots', content: 'noindex' }]
}

/** Issue 48 point 4: what deleting the account does, said before it is done, and the password to confirm it. */
export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	return { lines: (await deletionPreview(user.id, requestTranslator(request))) ?? [], i18n: pageI18n(request, ['privacy']) }
}

const schema = z.object({ password: z.string({ error: 'Type your password' }).min(1, 'Type your password').max(200) })

export async function action({ request, context }: Route.ActionArgs) {
	const { user } = await requireUser(request)
	const t = requestTranslator(request)
	const formData = await readForm(request)
	const rejected = await guardAuthForm(formData, 'delete-account', context.get(clientIpContext), user.email, { locale: t.locale })
	if (rejected) return data({ message: rejected.data.result.error[''][0] }, rejected.init ?? { status: 400 })
	const parsed = schema.safeParse({ password: formData.get('password') ?? undefined })
	if (!parsed.success) return data({ message: t('privacy.delete.wrongPassword') }, { status: 400 })
	const outcome = await deleteOwnAccount(user.id, parsed.data.password, t)
	if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status })
	// The sessions went with the account; the browser's cookie goes too.
	return redirectWithToast(localizePath('/home', t.locale), { type: 'success', description: t('privacy.page.done') }, { headers: { 'set-cookie': await clearSessionCookieHeader() } })
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<h1 className="text-3xl font-bold text-ink">{t('privacy.page.title')}</h1>
			<p className="mt-4 font-medium text-slate-800">{t('privacy.page.intro')}</p>
			<ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
				{loaderData.lines.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
			<p className="mt-6 text-slate-700">
				<a href={localePath('/viewprofile/export')} download className="font-medium text-brand-800 underline">
					{t('privacy.page.downloadFirst')}
				</a>{' '}
				· {t('privacy.page.downloadNote')}
			</p>
			<Form method="post" className="mt-8 space-y-4 rounded-2xl border border-red-200 p-6">
				<Honeypot />
				{actionData?.message ? (
					<p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
						{actionData.message}
					</p>
				) : null}
				<div>
					<label htmlFor="delete-password" className="block font-medium text-slate-800">
						{t('privacy.page.password')}
					</label>
					<input id="delete-password" name="password" type="password" required autoComplete="current-password" className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2" />
				</div>
				<SubmitButton pendingText={t('privacy.page.pending')} variant="secondary" className="text-red-800 ring-red-300 hover:bg-red-50">
					{t('privacy.page.submit')}
				</SubmitButton>
			</Form>
			<Link to={localePath('/viewprofile')} className="mt-6 inline-block text-sm font-medium text-brand-800 underline">
				{t('privacy.page.back')}
			</Link>
		</div>
	)
}
