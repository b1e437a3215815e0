import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

/** The site's 404 page: the catch-all route shows it, and so do pages whose subject does not exist. */
export function NotFoundView() {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<p className="text-sm font-semibold text-brand-700">404</p>
			<h1 className="mt-2 text-4xl font-bold tracking-tight text-ink">{t('common.notFound.title')}</h1>
			<p className="mt-4 text-slate-600">{t('common.notFound.text')}</p>
			<div className="mt-8 flex justify-center gap-3">
				<Link to={localePath('/home')} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					{t('common.notFound.home')}
				</Link>
				<Link to={localePath('/search')} className="rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
					{t('common.notFound.search')}
				</Link>
			</div>
		</section>
	)
}
