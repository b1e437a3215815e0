import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/reports'
import { AdminTable } from '#app/components/admin/admin-table.tsx'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { formatWhen } from '#app/components/admin/labels.ts'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireAdminAction } from '#app/modules/admin/admin-guard.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { closeListingReport, openListingReports } from '#app/modules/reports/listing-reports.server.ts'
import type { ReportReason } from '#app/modules/reports/report-form.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'

// Issue 42 point 5: the queue of visitors' reports ("Report this listing"). An admin reads one, acts on
// the listing from the user's page (correct, suspend, delete), then closes the report here.

export const meta: Route.MetaFunction = () => [...pageMeta('Reports', 'Site administration: visitors’ reports about listings.'), { name: 'robots', content: 'noindex' }]

const reasonLabels: Record<ReportReason, string> = {
	'wrong-details': 'Wrong details',
	'not-a-dietitian': 'Not a dietitian',
	'closed-practice': 'Closed practice',
	other: 'Other',
}

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return { reports: await openListingReports() }
}

const closeSchema = z.object({ intent: z.literal('close'), reportId: z.coerce.number().int().positive().max(2_147_483_647) })

export async function action({ request }: Route.ActionArgs) {
	const { user: admin } = await requireAdminAction(request)
	const parsed = closeSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ message: 'Choose a report to close.' }, { status: 400 })
	if (!(await closeListingReport(parsed.data.reportId, admin.id))) return data({ message: 'That report is closed already or does not exist.' }, { status: 404 })
	return redirect('/admin/reports', { headers: await createToastHeaders({ type: 'success', description: 'Report closed.' }) })
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
	const { reports } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Reports</h1>
			<p className="mt-2 mb-6 text-slate-700">
				{reports.length === 0 ? 'No open report.' : `${reports.length} open ${reports.length === 1 ? 'report' : 'reports'}, oldest first. Open the listing's account to act on it, then close the report.`}
			</p>
			<AdminNav />
			{actionData?.message ? <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">{actionData.message}</p> : null}
			{reports.length > 0 ? (
				<AdminTable caption="Open reports about listings, oldest first" columns={['Listing', 'Reason', 'What the visitor wrote', 'Sent', '']}>
					{reports.map((report) => (
						<tr key={report.id} className="border-t border-slate-200 align-top">
							<td className="px-4 py-3">
								<Link to={`/admin/users/${report.profileUserId}`} className="font-medium text-brand-800 underline">{report.name}</Link>
								<Link to={`/viewdoctorprofile/${report.profileUserId}`} className="block text-brand-800 underline">Public profile</Link>
							</td>
							<td className="px-4 py-3">{reasonLabels[report.reason]}</td>
							<td className="px-4 py-3 whitespace-pre-line wrap-anywhere">{report.details ?? '—'}</td>
							<td className="px-4 py-3 whitespace-nowrap">{formatWhen(report.createdAt)}</td>
							<td className="px-4 py-3">
								<Form method="post">
									<input type="hidden" name="reportId" value={report.id} />
									<SubmitButton name="intent" value="close" pendingText="Closing…" variant="secondary" aria-label={`Close the report about ${report.name}`}>
										Close
									</SubmitButton>
								</Form>
							</td>
						</tr>
					))}
				</AdminTable>
			) : null}
			<p className="mt-4 text-sm"><Link to="/admin" className="font-medium text-brand-800 underline">Back to the dashboard</Link></p>
		</div>
	)
}
