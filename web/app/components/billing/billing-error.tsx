import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { NotFoundView } from '#app/components/not-found-view.tsx'

/**
 * The error view of the billing pages: a refused request (bad plan, another
 * user's checkout, payments not configured) says why, inside the site's layout.
 */
export function BillingError() {
	const error = useRouteError()
	if (!isRouteErrorResponse(error)) throw error
	if (error.status === 404 && error.data === 'Not Found') return <NotFoundView />
	const message = typeof error.data === 'string' ? error.data : 'This request could not be handled.'
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<p className="text-sm font-semibold text-red-700">{error.status}</p>
			<h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{error.status === 503 ? 'Payments are unavailable' : 'This checkout could not continue'}</h1>
			<p className="mt-4 text-slate-700">{message}</p>
			<Link to="/services" className="mt-8 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				Back to plans
			</Link>
		</section>
	)
}
