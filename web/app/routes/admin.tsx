import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/admin'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { dashboardFigures } from '#app/modules/admin/dashboard.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { availabilityFilters, availabilityLabels } from '#app/modules/admin/users-query.ts'
import { matchNeedTotals } from '#app/modules/directory/match-counts.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Administration', 'Site administration.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const [figures, matchNeeds] = await Promise.all([dashboardFigures(), matchNeedTotals()])
	return { figures, matchNeeds }
}

function Figure({ label, value, to }: { label: string; value: string | number; to: string }) {
	return (
		<li>
			<Link to={to} className="block rounded-xl border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50">
				<span className="block text-sm text-slate-700">{label}</span>
				<span className="mt-1 block text-2xl font-bold text-ink">{value}</span>
			</Link>
		</li>
	)
}

/** A group of figures under its heading; groups after the first keep their distance. */
function Figures({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={`${id}-heading`} className="mt-10 first-of-type:mt-0">
			<h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">{title}</h2>
			<ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">{children}</ul>
		</section>
	)
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
	const { figures, matchNeeds } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Administration</h1>
			<p className="mt-2 mb-6 text-slate-700">The directory at a glance; each figure opens its list.</p>
			<AdminNav />
			<Figures id="accounts" title="Accounts and listings">
				<Figure label="Users" value={figures.users} to="/admin/users" />
				<Figure label="New this week" value={figures.newUsersThisWeek} to="/admin/users?joined=week" />
				<Figure label="Listed profiles" value={figures.listedProfiles} to="/admin/users?listing=listed" />
				<Figure label="Pending approvals" value={figures.pendingApprovals} to="/admin/approvals" />
			</Figures>
			<Figures id="availability" title="Listings by availability">
				{availabilityFilters.map((state) => (
					<Figure key={state} label={availabilityLabels[state]} value={figures.listingsByAvailability[state]} to={`/admin/users?availability=${state}`} />
				))}
				<Figure label="With overdue requests" value={figures.dietitiansWithOverdueRequests} to="/admin/users?requests=overdue" />
			</Figures>
			<Figures id="plan-sources" title="Where plans come from">
				<Figure label="Accounts with a plan" value={figures.accountsWithPlan} to="/admin/users?plan=any" />
				<Figure label="From a subscription" value={figures.planSources.subscription} to="/admin/users?source=subscription" />
				<Figure label="Complimentary" value={figures.planSources.complimentary} to="/admin/users?source=complimentary" />
				<Figure label="Unexplained (no subscription or grant)" value={figures.planSources.unexplained} to="/admin/users?source=unexplained" />
			</Figures>
			<Figures id="plans" title="Paid plans">
				<Figure label="Monthly recurring revenue" value={formatPrice(figures.mrrCents)} to="/admin/users?source=subscription" />
				{figures.planCounts.map((row) => (
					<Figure key={`${row.plan}-${row.interval}`} label={`${row.planName}, paid ${row.interval === 'month' ? 'monthly' : 'yearly'}`} value={row.count} to={`/admin/users?plan=${row.plan}&interval=${row.interval}`} />
				))}
			</Figures>
			<Figures id="newsletter" title="Newsletter">
				<Figure label="Subscribers" value={figures.subscribers} to="/admin/subscribers" />
				<Figure label="New subscribers this week" value={figures.newSubscribersThisWeek} to="/admin/subscribers?joined=week" />
			</Figures>
			<section aria-labelledby="match-needs-heading" className="mt-10">
				<h2 id="match-needs-heading" className="text-xl font-semibold text-ink">What visitors ask “Find my dietitian”</h2>
				<p className="mt-1 text-sm text-slate-700">Matches per state and need in the last 30 days, most asked first: counts only, nothing about who asked.</p>
				{matchNeeds.length ? (
					<table className="mt-4 w-full max-w-xl text-left text-sm">
						<thead>
							<tr className="border-b border-slate-200 text-slate-700">
								<th scope="col" className="py-2 pr-4 font-medium">State</th>
								<th scope="col" className="py-2 pr-4 font-medium">Need</th>
								<th scope="col" className="py-2 text-right font-medium">Matches</th>
							</tr>
						</thead>
						<tbody>
							{matchNeeds.map((row) => (
								<tr key={`${row.state}-${row.need}`} className="border-b border-slate-100">
									<td className="py-2 pr-4">{row.state}</td>
									<td className="py-2 pr-4">{row.need}</td>
									<td className="py-2 text-right tabular-nums">{row.count}</td>
								</tr>
							))}
						</tbody>
					</table>
				) : (
					<p className="mt-4 text-sm text-slate-700">No matches yet.</p>
				)}
			</section>
		</div>
	)
}
