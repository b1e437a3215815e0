import { data, Form, Link } from 'react-router'
import type { Route } from './+types/newsletter.unsubscribe'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { intlLocale, localeFromUrl, type Locale } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { unsubscribe, unsubscribeLinkState } from '#app/modules/newsletter/subscriptions.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('newsletter-page.unsubscribe.metaTitle'), t('newsletter-page.unsubscribe.metaDescription')), { name: 'robots', content: 'noindex' }]
}

/** The day an address left, as the page's language writes it (UTC, as formatDay). */
function dayIn(locale: Locale, date: Date) {
	return locale === 'es' ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date) : formatDay(date.toISOString())
}

// Opening the link only asks (mail scanners follow links, and must not unsubscribe anyone); opened again after use, it says it is done.
export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('t') ?? ''
	const state = token ? await unsubscribeLinkState(token) : ({ status: 'invalid' } as const)
	const i18n = pageI18n(request, ['newsletter-page'])
	return {
		token,
		email: state.status === 'invalid' ? null : state.email,
		doneSince: state.status === 'already' ? dayIn(i18n.locale, state.since) : null,
		i18n,
	}
}

/**
 * The button of the page, and RFC 8058 one-click: mail providers POST
 * `List-Unsubscribe=One-Click` to the link itself, token in the query.
 */
export async function action({ request }: Route.ActionArgs) {
	const formData = await readForm(request)
	const token = formData.get('t') ?? new URL(request.url).searchParams.get('t')
	const result = await unsubscribe(token)
	if (result.status === 'invalid') return data({ outcome: 'invalid' as const }, { status: 400 })
	if (result.status === 'already') return { outcome: 'already' as const, email: result.email, since: dayIn(localeFromUrl(request.url), result.since) }
	return { outcome: 'done' as const, email: result.email }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('newsletter-page.unsubscribe.title')}</h1>
			{actionData?.outcome === 'done' ? (
				<p role="status" className="mt-6 rounded-xl bg-brand-50 p-5 text-brand-900">
					{t('newsletter-page.unsubscribe.done', { email: actionData.email })}
				</p>
			) : actionData?.outcome === 'already' ? (
				<p role="status" className="mt-6 rounded-xl bg-slate-100 p-5 text-slate-800">
					{t('newsletter-page.unsubscribe.already', { email: actionData.email, since: actionData.since })}
				</p>
			) : loaderData.doneSince ? (
				<p role="status" className="mt-6 rounded-xl bg-slate-100 p-5 text-slate-800">
					{t('newsletter-page.unsubscribe.doneSince', { email: loaderData.email, since: loaderData.doneSince })}
				</p>
			) : actionData?.outcome === 'invalid' || !loaderData.email ? (
				<div className="mt-6 space-y-3 text-slate-700">
					<p role="alert" className="rounded-xl bg-red-50 p-5 text-red-800">{t('newsletter-page.unsubscribe.invalid')}</p>
					<p>
						{t.rich('newsletter-page.unsubscribe.help', {
							link: (chunks) => (
								<Link to={localePath('/aboutus')} className="font-medium text-brand-800 underline">
									{chunks}
								</Link>
							),
						})}
					</p>
				</div>
			) : (
				<Form method="post" className="mt-6 space-y-4">
					<input type="hidden" name="t" value={loaderData.token} />
					<p className="text-slate-700">{t('newsletter-page.unsubscribe.ask', { email: loaderData.email })}</p>
					<SubmitButton pendingText={t('newsletter-page.unsubscribe.pending')}>{t('newsletter-page.unsubscribe.submit')}</SubmitButton>
				</Form>
			)}
		</div>
	)
}
