import { Form, Link } from 'react-router'
import type { Route } from './+types/subscribers'
import { AdminTable } from '#app/components/admin/admin-table.tsx'
import { AdminNav, Pager } from '#app/components/admin/admin-nav.tsx'
import { formatWhen } from '#app/components/admin/labels.ts'
import { Button } from '#app/components/ui/button.tsx'
import { listSubscribers, parseSubscribersQuery, type SubscribersQuery } from '#app/modules/admin/subscribers-list.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Subscribers', 'Site administration: newsletter subscribers.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const query = parseSubscribersQuery(new URL(request.url).searchParams)
	return { query, ...(await listSubscribers(query)) }
}

const hrefWith = (path: string, query: Partial<SubscribersQuery>) => {
	const params = new URLSearchParams()
	if (query.q) params.set('q', query.q)
	if (query.status && query.status !== 'active') params.set('status', query.status)
	if (query.joined) params.set('joined', query.joined)
	if (query.page && query.page > 1) params.set('page', String(query.page))
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
	const { query, subscribers, counts, matchingCount, pageCount } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Newsletter subscribers</h1>
			<p className="mt-2 mb-6 text-slate-700">
				{counts.active} subscribed, {counts.unsubscribed} unsubscribed. {matchingCount} {matchingCount === 1 ? 'address matches' : 'addresses match'}.
			</p>
			<AdminNav />
			<Form method="get" className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 p-4" aria-label="Search subscribers">
				<div className="min-w-56 flex-1 space-y-1">
					<label htmlFor="subscribers-q" className="block text-sm font-medium text-slate-800">E-mail</label>
					<input id="subscribers-q" name="q" type="search" defaultValue={query.q ?? ''} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
				</div>
				<div className="space-y-1">
					<label htmlFor="subscribers-status" className="block text-sm font-medium text-slate-800">Status</label>
					<select id="subscribers-status" name="status" defaultValue={query.status} className="block rounded-lg border border-slate-300 px-3 py-2 text-sm">
						<option value="active">Subscribed</option>
						<option value="unsubscribed">Unsubscribed</option>
						<option value="all">All</option>
					</select>
				</div>
				<div className="space-y-1">
					<label htmlFor="subscribers-joined" className="block text-sm font-medium text-slate-800">Subscribed</label>
					<select id="subscribers-joined" name="joined" defaultValue={query.joined ?? ''} className="block rounded-lg border border-slate-300 px-3 py-2 text-sm">
						<option value="">Any time</option>
						<option value="week">In the last 7 days</option>
					</select>
				</div>
				<Button type="submit">Show</Button>
				<a href={hrefWith('/admin/subscribers.csv', { q: query.q, status: query.status, joined: query.joined })} className="text-sm font-medium text-brand-800 underline" download>
					Export these as CSV
				</a>
			</Form>
			<AdminTable caption="Subscribers, newest first" columns={['E-mail', 'Subscribed', 'From page', 'Unsubscribed']} empty={subscribers.length === 0 ? 'No subscriber matches.' : null} className="mt-8">
				{subscribers.map((row) => (
					<tr key={row.id} className="border-t border-slate-200">
						<td className="px-4 py-3">{row.email}</td>
						<td className="px-4 py-3 whitespace-nowrap">{formatWhen(row.confirmedAt)}</td>
						<td className="px-4 py-3">{row.sourcePage ?? '—'}</td>
						<td className="px-4 py-3 whitespace-nowrap">{row.unsubscribedAt ? formatWhen(row.unsubscribedAt) : '—'}</td>
					</tr>
				))}
			</AdminTable>
			<Pager page={query.page} pageCount={pageCount} hrefFor={(page) => hrefWith('/admin/subscribers', { ...query, page })} />
			<p className="mt-4 text-sm"><Link to="/admin" className="font-medium text-brand-800 underline">Back to the dashboard</Link></p>
		</div>
	)
}
