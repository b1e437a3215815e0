import { Form, useFetcher } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import type { ProfileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { replyMaxLength } from '#app/modules/leads/reply-form.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { intlLocale } from '#app/i18n/locale.ts'

type Request = NonNullable<ProfileDashboard['requests']>[number]

/**
 * Visitors' contact requests, unread ones marked: the first thing on
 * /viewprofile after the listing's state, since they wait for an answer. Each
 * unanswered one has its deadline and a reply form (issue 30).
 */
export function ContactRequests({ requests }: { requests: ProfileDashboard['requests'] }) {
	const t = useT()
	if (!requests) return null
	const unread = requests.filter((request) => !request.read).length
	return (
		<section id="requests" aria-labelledby="requests-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="requests-heading" className="text-xl font-semibold text-ink">
				{t('dashboard.requests.title')} {unread ? <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{t('dashboard.requests.unreadCount', { count: unread })}</span> : null}
			</h2>
			{requests.length === 0 ? (
				<p className="mt-2 text-sm text-slate-600">{t('dashboard.requests.none')}</p>
			) : (
				<>
					<p className="mt-1 text-sm text-slate-600">{t('dashboard.requests.answerWithin')}</p>
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
	const t = useT()
	const localePath = useLocalePath()
	return (
		<li className={`rounded-xl border p-4 ${request.read ? 'border-slate-200' : 'border-amber-300 bg-amber-50/40'}`}>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<p className="font-semibold text-ink">
					{request.name} {request.read ? null : <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t('dashboard.requests.unread')}</span>}
				</p>
				<p className="text-xs text-slate-600">{request.receivedOn}</p>
			</div>
			<p className="mt-1 text-sm break-all text-slate-700">
				<a className="underline" href={`mailto:${request.email}`}>{request.email}</a>
				{request.phone ? <> · {request.phone}</> : null} · {t(request.preferredContact === 'phone' ? 'dashboard.requests.prefersPhone' : 'dashboard.requests.prefersEmail')}
			</p>
			<p className="mt-2 text-sm whitespace-pre-line text-slate-800">{request.message}</p>
			{request.mailed ? null : <p className="mt-2 text-xs text-amber-900">{t('dashboard.requests.notMailed')}</p>}
			{request.read ? null : (
				<Form method="post" action={localePath(`/viewprofile/requests/${request.id}/read`)} className="mt-3">
					<SubmitButton pendingText={t('dashboard.saving')} variant="secondary" aria-label={t('dashboard.requests.markReadOf', { name: request.name })}>
						{t('dashboard.requests.markRead')}
					</SubmitButton>
				</Form>
			)}
			{request.repliedOn ? (
				<Answered request={request} />
			) : (
				<>
					{request.replyDue ? (
						<p className={`mt-3 text-sm ${request.overdue ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
							{request.overdue ? t('dashboard.requests.overdue', { due: request.replyDue }) : t('dashboard.requests.answerBy', { due: request.replyDue })}
						</p>
					) : null}
					<ReplyForm request={request} />
				</>
			)}
		</li>
	)
}

function Answered({ request }: { request: Request }) {
	const t = useT()
	return (
		<div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
			<p className="font-medium">{t(request.replyKind === 'site' ? 'dashboard.requests.repliedSite' : 'dashboard.requests.repliedElsewhere', { day: request.repliedOn })}</p>
			{request.replyMessage ? <p className="mt-1 whitespace-pre-line text-slate-800">{request.replyMessage}</p> : null}
		</div>
	)
}

/** The reply (mailed from the site, Reply-To you) or "Replied by phone or e-mail"; a fetcher, so a refusal shows here and the typed reply stays. */
function ReplyForm({ request }: { request: Request }) {
	const t = useT()
	const localePath = useLocalePath()
	const fetcher = useFetcher<{ error?: string }>()
	const pending = fetcher.state !== 'idle'
	const intent = fetcher.formData?.get('intent')
	const id = `reply-${request.id}`
	return (
		<fetcher.Form method="post" action={localePath(`/viewprofile/requests/${request.id}/reply`)} className="mt-3 space-y-2">
			<label htmlFor={id} className="block text-sm font-medium text-slate-800">
				{t('dashboard.requests.replyTo', { name: request.name })}
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
				{t('dashboard.requests.replyHint', { max: replyMaxLength.toLocaleString(intlLocale(t.locale)) })}
			</p>
			{fetcher.data?.error ? (
				<p id={`${id}-error`} role="alert" className="text-sm text-red-700">
					{fetcher.data.error}
				</p>
			) : null}
			<div className="flex flex-wrap gap-2">
				<button type="submit" name="intent" value="reply" disabled={pending} aria-busy={(pending && intent === 'reply') || undefined} className={`${buttonBase} ${buttonVariants.primary}`}>
					{pending && intent === 'reply' ? t('dashboard.requests.sending') : t('dashboard.requests.send')}
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
					{pending && intent === 'elsewhere' ? t('dashboard.saving') : t('dashboard.requests.elsewhere')}
				</button>
			</div>
		</fetcher.Form>
	)
}
