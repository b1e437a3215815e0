import { Form, Link, useSubmit } from 'react-router'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageSizeOptions } from '#app/modules/site/page-sizes.ts'

/**
 * Pages as links, 'Total N items', and a page-size changer. State lives in the
 * URL, so it works without JavaScript (the size form has its own button then).
 */
export function Pager({
	total,
	page,
	pageSize,
	hrefFor,
	hiddenFields,
}: {
	total: number
	page: number
	pageSize: number
	hrefFor: (page: number, pageSize: number) => string
	hiddenFields: Record<string, string>
}) {
	const t = useT()
	const submit = useSubmit()
	const pages = Math.max(1, Math.ceil(total / pageSize))
	const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2)
	const linkClass = 'min-w-9 rounded-lg px-3 py-1.5 text-center text-sm font-medium ring-1 ring-slate-200 hover:bg-brand-50'
	return (
		<nav aria-label={t('common.pager.label')} className="mt-10 flex flex-wrap items-center justify-center gap-4">
			<span className="text-sm text-slate-700">{t('common.pager.total', { count: total })}</span>
			<ul className="flex flex-wrap items-center gap-1">
				<li>
					{page > 1 ? (
						<Link to={hrefFor(page - 1, pageSize)} className={linkClass} aria-label={t('common.pager.previousPage')}>‹</Link>
					) : (
						<span className={`${linkClass} text-slate-400`} aria-hidden="true">‹</span>
					)}
				</li>
				{numbers.map((n, index) => (
					<li key={n} className="flex items-center gap-1">
						{index > 0 && n - (numbers[index - 1] ?? n) > 1 ? <span aria-hidden="true">…</span> : null}
						<Link
							to={hrefFor(n, pageSize)}
							aria-current={n === page ? 'page' : undefined}
							aria-label={t('common.pager.page', { page: n })}
							className={n === page ? `${linkClass} bg-brand-700 text-white ring-brand-700 hover:bg-brand-800` : linkClass}
						>
							{n}
						</Link>
					</li>
				))}
				<li>
					{page < pages ? (
						<Link to={hrefFor(page + 1, pageSize)} className={linkClass} aria-label={t('common.pager.nextPage')}>›</Link>
					) : (
						<span className={`${linkClass} text-slate-400`} aria-hidden="true">›</span>
					)}
				</li>
			</ul>
			<Form method="get" className="flex items-center gap-2 text-sm">
				{Object.entries(hiddenFields).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<label htmlFor="page-size">{t('common.pager.perPage')}</label>
				<select
					id="page-size"
					name="size"
					defaultValue={String(pageSize)}
					className="rounded-lg border border-slate-300 px-2 py-1"
					onChange={(event) => submit(event.currentTarget.form)}
				>
					{pageSizeOptions.map((size) => (
						<option key={size} value={size}>{t('common.pager.size', { size })}</option>
					))}
				</select>
				<noscript>
					<button type="submit" className="rounded-lg px-3 py-1 ring-1 ring-slate-300">{t('common.pager.apply')}</button>
				</noscript>
			</Form>
		</nav>
	)
}
