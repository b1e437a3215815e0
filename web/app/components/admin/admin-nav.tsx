import { NavLink } from 'react-router'

const links = [
	{ to: '/admin', label: 'Dashboard', end: true },
	{ to: '/admin/users', label: 'Users', end: false },
	{ to: '/admin/approvals', label: 'Approvals', end: false },
	{ to: '/admin/subscribers', label: 'Subscribers', end: false },
	{ to: '/admin/reports', label: 'Reports', end: false },
	{ to: '/admin/review-reports', label: 'Reported reviews', end: false },
]

/** The admin's sections, the current one marked for screen readers too. */
export function AdminNav() {
	return (
		<nav aria-label="Administration" className="mb-8 flex flex-wrap gap-2">
			{links.map((link) => (
				<NavLink
					key={link.to}
					to={link.to}
					end={link.end}
					className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:ring-brand-300"
				>
					{link.label}
				</NavLink>
			))}
		</nav>
	)
}

/** A list page's pager: previous and next links with the position between them. */
export function Pager({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
	if (pageCount <= 1) return null
	const link = 'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-200 hover:bg-brand-50'
	return (
		<nav aria-label="Pages" className="mt-6 flex items-center gap-3 text-sm">
			{page > 1 ? <NavLink to={hrefFor(page - 1)} className={link}>Previous</NavLink> : null}
			<span className="text-slate-700">Page {page} of {pageCount}</span>
			{page < pageCount ? <NavLink to={hrefFor(page + 1)} className={link}>Next</NavLink> : null}
		</nav>
	)
}
