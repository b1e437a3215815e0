import { isRouteErrorResponse } from 'react-router'
import { useT } from '#app/i18n/i18n-context.tsx'

/**
 * The site's error page body: a refused request (4xx) says why, the database briefly away (503) says
 * to try again, anything else is our fault. The root's error boundary shows it, and so does a page's
 * own boundary for errors that are not its own (the profile's, for a 503).
 */
export function SiteErrorView({ error }: { error: unknown }) {
	const t = useT()
	const status = isRouteErrorResponse(error) ? error.status : 500
	// A refused request (a body that is not a form, too large, not allowed) says why.
	const clientError = isRouteErrorResponse(error) && status >= 400 && status < 500
	// The database is briefly away (the server answered a navigation 503): say so, and that trying again will do.
	const unavailable = status === 503
	const reason = (clientError || unavailable) && isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
	const heading = clientError ? t('common.error.refusedHeading') : unavailable ? t('common.error.unavailableTitle') : t('common.error.unexpected')
	return (
		<>
			<title>{`${clientError ? t('common.error.refusedTitle') : unavailable ? t('common.error.unavailableTitle') : t('common.error.title')} | ${t('common.siteName')}`}</title>
			<section className="mx-auto max-w-2xl px-4 py-24 text-center">
				<p className="text-sm font-semibold text-red-700">{status}</p>
				<h1 className="mt-2 text-3xl font-bold tracking-tight">{heading}</h1>
				<p className="mt-4 text-slate-600">{reason ?? (clientError ? t('common.error.goBack') : unavailable ? t('common.error.unavailable') : t('common.error.ourSide'))}</p>
				<a href={t.locale === 'es' ? '/es/home' : '/home'} className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					{t('common.error.backHome')}
				</a>
			</section>
		</>
	)
}
