import { Link } from 'react-router'
import type { Route } from './+types/approvals'
import { AdminTable } from '#app/components/admin/admin-table.tsx'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { formatWhen } from '#app/components/admin/labels.ts'
import { approvalQueue } from '#app/modules/admin/approval-queue.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { findPlan } from '#app/modules/billing/plans.ts'
import { checkKindLabels } from '#app/modules/profiles/verified-text.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Approvals', 'Site administration: profiles waiting for approval.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return { queue: await approvalQueue() }
}

export default function AdminApprovals({ loaderData }: Route.ComponentProps) {
	const { queue } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Approvals</h1>
			<p className="mt-2 mb-6 text-slate-700">
				{queue.length === 0 ? 'No profile is waiting.' : `${queue.length} submitted ${queue.length === 1 ? 'profile waits' : 'profiles wait'}, oldest first. Open one to approve or reject it.`}
			</p>
			<AdminNav />
			{queue.length > 0 ? (
				<AdminTable caption="Profiles waiting for approval, oldest first" columns={['Dietitian', 'Place', 'Plan', 'Numbers to check', 'Submitted']}>
					{queue.map((row) => (
						<tr key={row.userId} className="border-t border-slate-200">
							<td className="px-4 py-3">
								<Link to={`/admin/users/${row.userId}`} className="font-medium text-brand-800 underline">{row.profileName ?? `${row.firstName} ${row.lastName}`}</Link>
								<span className="block text-slate-600">{row.email}</span>
							</td>
							<td className="px-4 py-3">{[row.city, row.state].filter(Boolean).join(', ') || '—'}</td>
							<td className="px-4 py-3">{findPlan(row.plan)?.name ?? 'None'}</td>
							<td className="px-4 py-3">
								{row.noNumbers ? (
									<p role="note" className="font-semibold text-red-800">No NPI, CDR number or licence given: nothing to check, so the listing will show no “Verified”.</p>
								) : (
									<ul className="space-y-1">
										<li>
											NPI:{' '}
											{row.npi ? (
												<>
													{row.npi} <span className={row.npiValid ? 'text-brand-800' : 'font-semibold text-red-800'}>{row.npiValid ? 'check digit valid' : 'check digit INVALID'}</span>{' '}
													<a href={row.npiLookup!} className="block font-medium text-brand-800 underline" rel="noreferrer" target="_blank">Look up {row.npi} in the NPI registry</a>
												</>
											) : (
												'not given'
											)}
										</li>
										<li>CDR: {row.cdrNumber ?? 'not given'}</li>
										<li>Licence: {row.licenseNumber ?? 'not given'}</li>
									</ul>
								)}
								{row.changed.length ? (
									<div role="note" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-950">
										<p className="font-semibold">Changed since it was checked:</p>
										<ul className="mt-1 space-y-1">
											{row.changed.map((change) => (
												<li key={change.kind}>
													{checkKindLabels[change.kind].long}: checked {change.checked} on {formatDay(change.checkedAt)}, now {change.now ?? 'none given'}
												</li>
											))}
										</ul>
										<p className="mt-1">That check ended; the listing shows no “Verified” for it until the new number is checked.</p>
									</div>
								) : null}
								<span className="mt-1 block text-slate-600">{row.checks === 0 ? 'No check in force' : `${row.checks} ${row.checks === 1 ? 'check' : 'checks'} in force`}</span>
							</td>
							<td className="px-4 py-3 whitespace-nowrap">{row.submittedAt ? formatWhen(row.submittedAt) : '—'}</td>
						</tr>
					))}
				</AdminTable>
			) : null}
		</div>
	)
}
