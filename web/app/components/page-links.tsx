import { Link } from 'react-router'
import { clsx } from 'clsx'
import { useT } from '#app/i18n/i18n-context.tsx'

/** Previous, numbered and Next links to the pages of a result list (works without JavaScript) */
export function PageLinks({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
	const t = useT()
	if (pages <= 1) return null
	const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2)
	// clsx, not tailwind-merge (kept off public pages): the current page writes out its own colours.
	const shape = 'min-w-9 rounded-lg px-3 py-1.5 text-center text-sm font-medium ring-1'
	const item = `${shape} ring-slate-200 hover:bg-brand-50`
	return (
		<nav aria-label={t('common.pager.label')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
			{page > 1 ? <Link to={hrefFor(page - 1)} className={item}>{t('common.pager.previous')}</Link> : null}
			{numbers.map((n) => (
				<Link key={n} to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} className={clsx(shape, n === page ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800' : 'ring-slate-200 hover:bg-brand-50')}>
					{n}
				</Link>
			))}
			{page < pages ? <Link to={hrefFor(page + 1)} className={item}>{t('common.pager.next')}</Link> : null}
		</nav>
	)
}
