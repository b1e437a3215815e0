import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { NotFoundView } from '#app/components/not-found-view.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

/**
 * The error view of the billing pages: a refused request (bad plan, another
 * user's checkout, payments not configured) says why, inside the site's layout.
 */
export function BillingError() {
	const error = useRouteError()
	// The site's common words come with every page, so this view speaks the page's language even when its loader failed.
	const t = useT()
	const localePath = useLocalePath()
	if (!isRouteErrorResponse(error)) throw error
	if (error.status === 404 && error.data === 'Not Found') return <NotFoundView />
	// The server's reasons are written in English; a Spanish page says the same in its own words.
	const told = typeof error.data === 'string' && t.locale === 'en' ? error.data : null
	const message = told ?? (error.status === 503 ? t('common.billingError.unavailableText') : t('common.billingError.text'))
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<p className="text-sm font-semibold text-red-700">{error.status}</p>
			<h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{error.status === 503 ? t('common.billingError.unavailable') : t('common.billingError.title')}</h1>
			<p className="mt-4 text-slate-700">{message}</p>
			<Link to={localePath('/services')} className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				{t('common.billingError.back')}
			</Link>
		</section>
	)
}
