import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import type { ProfileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'

/**
 * Visitors' contact requests, unread ones marked: the first thing on
 * /viewprofile after the listing's state, since they wait for an answer.
 */
export function ContactRequests({ requests }: { requests: ProfileDashboard['requests'] }) {
	if (!requests) return null
	const unread = requests.filter((request) => !request.read).length
	return (
		<section id="requests" aria-labelledby="requests-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="requests-heading" className="text-xl font-semibold text-ink">
				Contact requests {unread ? <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{unread} unread</span> : null}
			</h2>
			{requests.length === 0 ? (
				<p className="mt-2 text-sm text-slate-600">No requests yet. Visitors write to you from the form on your public profile.</p>
			) : (
				<ul className="mt-3 space-y-3">
					{requests.map((request) => (
						<li key={request.id} className={`rounded-xl border p-4 ${request.read ? 'border-slate-200' : 'border-amber-300 bg-amber-50/40'}`}>
							<div className="flex flex-wrap items-baseline justify-between gap-2">
								<p className="font-semibold text-ink">
									{request.name} {request.read ? null : <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Unread</span>}
								</p>
								<p className="text-xs text-slate-600">{formatDay(request.createdAt)}</p>
							</div>
							<p className="mt-1 text-sm break-all text-slate-700">
								<a className="underline" href={`mailto:${request.email}`}>{request.email}</a>
								{request.phone ? <> · {request.phone}</> : null} · prefers {request.preferredContact === 'phone' ? 'phone' : 'e-mail'}
							</p>
							<p className="mt-2 text-sm whitespace-pre-line text-slate-800">{request.message}</p>
							{request.mailed ? null : <p className="mt-2 text-xs text-amber-900">The e-mail about this request has not been delivered yet; it is kept here.</p>}
							{request.read ? null : (
								<Form method="post" action={`/viewprofile/requests/${request.id}/read`} className="mt-3">
									<SubmitButton pendingText="Saving…" variant="secondary" aria-label={`Mark as read: the request from ${request.name}`}>
										Mark as read
									</SubmitButton>
								</Form>
							)}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
