import type { Route } from './+types/admin'
import { listUsers } from '#app/modules/admin/users-list.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Manage users', 'Site administration.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return { users: await listUsers() }
}

export default function Admin({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Manage users</h1>
			<p className="mt-2 text-slate-600">{loaderData.users.length} accounts, newest first.</p>
			<div className="mt-8 overflow-x-auto rounded-xl border border-slate-200">
				<table className="w-full text-left text-sm">
					<thead className="bg-slate-50 text-slate-700">
						<tr>
							<th scope="col" className="px-4 py-3">Name</th>
							<th scope="col" className="px-4 py-3">E-mail</th>
							<th scope="col" className="px-4 py-3">Role</th>
							<th scope="col" className="px-4 py-3">Verified</th>
							<th scope="col" className="px-4 py-3">Plan</th>
							<th scope="col" className="px-4 py-3">Profile submitted</th>
						</tr>
					</thead>
					<tbody>
						{loaderData.users.map((user) => (
							<tr key={user.id} className="border-t border-slate-200">
								<td className="px-4 py-3">{user.first_name} {user.last_name}</td>
								<td className="px-4 py-3">{user.email}</td>
								<td className="px-4 py-3">{user.manage_role}</td>
								<td className="px-4 py-3">{user.verified ? 'Yes' : 'No'}</td>
								<td className="px-4 py-3">{user.plan}</td>
								<td className="px-4 py-3">{user.submit_at ? new Date(user.submit_at).toISOString().slice(0, 10) : '—'}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</div>
	)
}
