import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/review-reports'
import { AdminTable } from '#app/components/admin/admin-table.tsx'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { formatWhen } from '#app/components/admin/labels.ts'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireAdminAction } from '#app/modules/admin/admin-guard.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import type { ReviewReportReason } from '#app/modules/reviews/review-form.ts'
import { moderateReview, moderationLog, reportedReviews } from '#app/modules/reviews/review-moderation.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { singleLineText } from '#app/modules/validation/text.ts'

// Issue 46 point 5: the dietitians' reports of reviews. Hide (with a reason the reviewer is mailed) or keep;
// every action is logged with who and when, below the queue.

export const meta: Route.MetaFunction = () => [...pageMeta('Reported reviews', 'Site administration: reviews dietitians reported.'), { name: 'robots', content: 'noindex' }]

const reasonLabels: Record<ReviewReportReason, string> = {
	'not-a-client': 'Not a client',
	'health-details': 'Reveals health details',
	hateful: 'Hateful',
	spam: 'Spam',
}

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return { reports: await reportedReviews(), log: await moderationLog() }
}

const decisionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('hide'), reportId: z.coerce.number().int().positive().max(2_147_483_647), reason: singleLineText('The reason', { max: 300, min: 3 }) }),
	z.object({ intent: z.literal('keep'), reportId: z.coerce.number().int().positive().max(2_147_483_647) }),
])

export async function action({ request }: Route.ActionArgs) {
	const { user: admin } = await requireAdminAction(request)
	const parsed = decisionSchema.safeParse(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ message: 'Choose a report, and to hide a review write the reason the reviewer will read (3 to 300 characters).' }, { status: 400 })
	const decision = parsed.data.intent === 'hide' ? { action: 'hide' as const, reason: parsed.data.reason } : { action: 'keep' as const }
	const outcome = await moderateReview(parsed.data.reportId, admin.id, decision)
	if (outcome === 'not-found') return data({ message: 'That report is closed already or does not exist.' }, { status: 404 })
	return redirect('/admin/review-reports', { headers: await createToastHeaders({ type: 'success', description: outcome === 'hidden' ? 'Review hidden; the reviewer is told why.' : 'Review kept.' }) })
}

export default function AdminReviewReports({ loaderData, actionData }: Route.ComponentProps) {
	const { reports, log } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">Reported reviews</h1>
			<p className="mt-2 mb-6 text-slate-700">{reports.length === 0 ? 'No open report.' : `${reports.length} open ${reports.length === 1 ? 'report' : 'reports'}, oldest first.`}</p>
			<AdminNav />
			{actionData?.message ? <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">{actionData.message}</p> : null}
			{reports.length > 0 ? (
				<AdminTable caption="Reviews dietitians reported, oldest report first" columns={['Dietitian', 'Reason', 'Review', 'Reported', '']}>
					{reports.map((report) => (
						<tr key={report.reportId} className="border-t border-slate-200 align-top">
							<td className="px-4 py-3">
								<Link to={`/admin/users/${report.dietitianId}`} className="font-medium text-brand-800 underline">{report.dietitian} {report.dietitianLast}</Link>
							</td>
							<td className="px-4 py-3">{reasonLabels[report.reason]}</td>
							<td className="px-4 py-3 whitespace-pre-line wrap-anywhere">
								{report.rating}/5 by {report.reviewerName}: {report.text ?? '—'}
								{report.reply ? `\nAnswer: ${report.reply}` : ''}
							</td>
							<td className="px-4 py-3 whitespace-nowrap">{formatWhen(report.reportedAt)}</td>
							<td className="space-y-2 px-4 py-3">
								<Form method="post" className="space-y-1">
									<input type="hidden" name="reportId" value={report.reportId} />
									<label htmlFor={`hide-reason-${report.reportId}`} className="block text-sm font-medium">Reason (the reviewer reads it)</label>
									<input id={`hide-reason-${report.reportId}`} name="reason" required minLength={3} maxLength={300} className="block w-full rounded border border-slate-300 px-2 py-1 text-sm" />
									<SubmitButton name="intent" value="hide" pendingText="Hiding…" variant="secondary">Hide</SubmitButton>
								</Form>
								<Form method="post">
									<input type="hidden" name="reportId" value={report.reportId} />
									<SubmitButton name="intent" value="keep" pendingText="Keeping…" variant="secondary">Keep</SubmitButton>
								</Form>
							</td>
						</tr>
					))}
				</AdminTable>
			) : null}
			<h2 className="mt-10 text-xl font-semibold text-ink">Actions on reviews</h2>
			{log.length === 0 ? (
				<p className="mt-2 text-slate-700">None yet.</p>
			) : (
				<ul className="mt-2 space-y-1 text-sm text-slate-800">
					{log.map((entry) => (
						<li key={entry.id}>
							{formatWhen(entry.at)} · {entry.adminEmail ?? 'a deleted admin'} · {entry.action === 'hide' ? `hid review ${entry.reviewId}: ${entry.reason}` : `kept review ${entry.reviewId}`}
						</li>
					))}
				</ul>
			)}
			<p className="mt-4 text-sm"><Link to="/admin" className="font-medium text-brand-800 underline">Back to the dashboard</Link></p>
		</div>
	)
}
