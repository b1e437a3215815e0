import { data, Form, Link } from 'react-router'
import type { Route } from './+types/users'
import { AdminTable } from '#app/components/admin/admin-table.tsx'
import { AdminNav, Pager } from '#app/components/admin/admin-nav.tsx'
import { formatWhen, listingLabels } from '#app/components/admin/labels.ts'
import { Button } from '#app/components/ui/button.tsx'
import { listUsers } from '#app/modules/admin/users-list.server.ts'
import { planSourceLabels, planSources } from '#app/modules/admin/plan-sources.ts'
import { availabilityFilters, availabilityLabels, listingFilters, parseUsersQuery, UsersQueryError, usersListHref, type UsersQuery } from '#app/modules/admin/users-query.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Manage users', 'Site administration: accounts.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	let query
	try {
		query = parseUsersQuery(new URL(request.url).searchParams)
	} catch (error) {
		if (error instanceof UsersQueryError) throw data(error.message, { status: 400 })
		throw error
	}
	return { query, ...(await listUsers(query)) }
}

type Option = [value: string, label: string]

function Filter({ name, label, options, value }: { name: keyof UsersQuery; label: string; options: Option[]; value: string | number | undefined }) {
	return (
		<div className="space-y-1">
			<label htmlFor={`filter-${name}`} className="block text-sm font-medium text-slate-800">{label}</label>
			<select id={`filter-${name}`} name={name} defaultValue={value === undefined ? '' : String(value)} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm">
				{options.map(([optionValue, optionLabel]) => (
					<option key={optionValue} value={optionValue}>{optionLabel}</option>
				))}
			</select>
		</div>
	)
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
	const { query, users, totalCount, pageCount } = loaderData
	const any: Option = ['', 'Any']
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Manage users</h1>
			<p className="mt-2 mb-6 text-slate-700">{totalCount} {totalCount === 1 ? 'account matches' : 'accounts match'}.</p>
			<AdminNav />
			<Form method="get" className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Search and filter users">
				<div className="space-y-1 sm:col-span-2">
					<label htmlFor="filter-q" className="block text-sm font-medium text-slate-800">Name or e-mail</label>
					<input id="filter-q" name="q" type="search" defaultValue={query.q ?? ''} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
				</div>
				<Filter name="role" label="Role" value={query.role} options={[any, ['admin', 'Administrator'], ['user', 'Dietitian']]} />
				<Filter name="verified" label="E-mail verified" value={query.verified} options={[any, ['yes', 'Verified'], ['no', 'Not verified']]} />
				<Filter name="plan" label="Plan" value={query.plan} options={[any, ['0', 'No plan'], ['any', 'With a plan'], ...plans.map((plan): Option => [String(plan.id), plan.name])]} />
				<Filter name="interval" label="Plan paid" value={query.interval} options={[any, ['month', 'Monthly'], ['year', 'Yearly']]} />
				<Filter name="listing" label="Listing" value={query.listing} options={[any, ...listingFilters.map((status): Option => [status, listingLabels[status]])]} />
				<Filter name="availability" label="Availability" value={query.availability} options={[any, ...availabilityFilters.map((state): Option => [state, availabilityLabels[state]])]} />
				<Filter name="requests" label="Contact requests" value={query.requests} options={[any, ['overdue', 'Overdue (past the 2-day reply deadline)']]} />
				<Filter name="suspended" label="Suspended" value={query.suspended} options={[any, ['yes', 'Suspended'], ['no', 'Not suspended']]} />
				<Filter name="source" label="Plan comes from" value={query.source} options={[any, ...planSources.map((source): Option => [source, planSourceLabels[source]])]} />
				<Filter name="joined" label="Joined" value={query.joined} options={[any, ['week', 'This week']]} />
				<Filter name="sort" label="Sort by" value={query.sort} options={[['newest', 'Newest first'], ['oldest', 'Oldest first'], ['name', 'Last name'], ['email', 'E-mail']]} />
				<div className="flex items-end gap-3">
					<Button type="submit">Show</Button>
					<Link to="/admin/users" className="text-sm font-medium text-brand-800 underline">Clear</Link>
				</div>
			</Form>
			<AdminTable caption={`Accounts, page ${query.page} of ${pageCount}`} columns={['Name', 'E-mail', 'Role', 'Verified', 'Plan', 'Listing', 'Joined']} empty={users.length === 0 ? 'No account matches.' : null} className="mt-8">
				{users.map((user) => (
					<tr key={user.id} className="border-t border-slate-200">
						<td className="px-4 py-3">
							<Link to={`/admin/users/${user.id}`} className="font-medium text-brand-800 underline">{user.firstName} {user.lastName}</Link>
						</td>
						<td className="px-4 py-3">{user.email}</td>
						<td className="px-4 py-3">{user.role === 'admin' ? 'Administrator' : 'Dietitian'}</td>
						<td className="px-4 py-3">{user.verified ? 'Yes' : 'No'}</td>
						<td className="px-4 py-3">
							{plans.find((plan) => plan.id === user.plan)?.name ?? 'None'}
							{user.complimentary ? <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">complimentary</span> : null}
						</td>
						<td className="px-4 py-3">{user.suspendedAt ? 'Suspended' : listingLabels[user.listing ?? 'none']}</td>
						<td className="px-4 py-3 whitespace-nowrap">{formatWhen(user.createdAt).slice(0, 10)}</td>
					</tr>
				))}
			</AdminTable>
			<Pager page={query.page} pageCount={pageCount} hrefFor={(page) => usersListHref(query, { page })} />
		</div>
	)
}
