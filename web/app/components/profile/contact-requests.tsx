import { Form, useFetcher } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import type { ProfileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { replyMaxLength } from '#app/modules/leads/reply-form.ts'

type Request = NonNullable<ProfileDashboard['requests']>[number]

/**
 * Visitors' contact requests, unread ones marked: the first thing on
 * /viewprofile after the listing's state, since they wait for an answer. Each
 * unanswered one has its deadline and a reply form (issue 30).
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
				<>
					<p className="mt-1 text-sm text-slate-600">Please answer within two business days: your profile shows how quickly you usually reply.</p>
					<ul className="mt-3 space-y-3">
						{requests.map((request) => (
							<ContactRequestItem key={request.id} request={request} />
						))}
					</ul>
				</>
			)}
		</section>
	)
}

function ContactRequestItem({ request }: { request: Request }) {
	return (
		<li className={`rounded-xl border p-4 ${request.read ? 'border-slate-200' : 'border-amber-300 bg-amber-50/40'}`}>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<p className="font-semibold text-ink">
					{request.name} {request.read ? null : <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Unread</span>}
				</p>
				<p className="text-xs text-slate-600">{request.receivedOn}</p>
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
			{request.repliedOn ? (
				<Answered request={request} />
			) : (
				<>
					{request.replyDue ? (
						<p className={`mt-3 text-sm ${request.overdue ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
							{request.overdue ? `Overdue: the answer was due by ${request.replyDue}.` : `Answer by ${request.replyDue}.`}
						</p>
					) : null}
					<ReplyForm request={request} />
				</>
			)}
		</li>
	)
}

function Answered({ request }: { request: Request }) {
	return (
		<div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
			<p className="font-medium">{request.replyKind === 'site' ? `You replied from the site on ${request.repliedOn}.` : `Marked as answered by phone or e-mail on ${request.repliedOn}.`}</p>
			{request.replyMessage ? <p className="mt-1 whitespace-pre-line text-slate-800">{request.replyMessage}</p> : null}
		</div>
	)
}

/** The reply (mailed from the site, Reply-To you) or "Replied by phone or e-mail"; a fetcher, so a refusal shows here and the typed reply stays. */
function ReplyForm({ request }: { request: Request }) {
	const fetcher = useFetcher<{ error?: string }>()
	const pending = fetcher.state !== 'idle'
	const intent = fetcher.formData?.get('intent')
	const id = `reply-${request.id}`
	return (
		<fetcher.Form method="post" action={`/viewprofile/requests/${request.id}/reply`} className="mt-3 space-y-2">
			<label htmlFor={id} className="block text-sm font-medium text-slate-800">
				Reply to {request.name}
			</label>
			<textarea
				id={id}
				name="message"
				rows={3}
				maxLength={replyMaxLength}
				aria-describedby={`${id}-hint${fetcher.data?.error ? ` ${id}-error` : ''}`}
				aria-invalid={fetcher.data?.error ? true : undefined}
				className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
			/>
			<p id={`${id}-hint`} className="text-xs text-slate-600">
				Sent by e-mail from American Dietitian with your address to reply to; at most {replyMaxLength.toLocaleString('en-US')} characters.
			</p>
			{fetcher.data?.error ? (
				<p id={`${id}-error`} role="alert" className="text-sm text-red-700">
					{fetcher.data.error}
				</p>
			) : null}
			<div className="flex flex-wrap gap-2">
				<button type="submit" name="intent" value="reply" disabled={pending} aria-busy={(pending && intent === 'reply') || undefined} className={`${buttonBase} ${buttonVariants.primary}`}>
					{pending && intent === 'reply' ? 'Sending…' : 'Send reply'}
				</button>
				<button
					type="submit"
					name="intent"
					value="elsewhere"
					formNoValidate
					disabled={pending}
					aria-busy={(pending && intent === 'elsewhere') || undefined}
					className={`${buttonBase} ${buttonVariants.secondary}`}
				>
					{pending && intent === 'elsewhere' ? 'Saving…' : 'Replied by phone or e-mail'}
				</button>
			</div>
		</fetcher.Form>
	)
}
