import type { ReactNode } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/user'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { DietitianCardItem } from '#app/components/dietitian-card.tsx'
import { formatWhen, listingLabels } from '#app/components/admin/labels.ts'
import { Section } from '#app/components/ui/section.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { parseAdminAction } from '#app/modules/admin/admin-action-form.ts'
import { performAdminAction, unknownAccount } from '#app/modules/admin/admin-action.server.ts'
import { requireAdminAction } from '#app/modules/admin/admin-guard.server.ts'
import { adminUserView, type AdminUserView } from '#app/modules/admin/user-detail.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { usStates } from '#app/modules/directory/us-states.ts'
import { availabilityText } from '#app/modules/profiles/availability-text.ts'
import { checkLine } from '#app/modules/profiles/verified-text.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Account', 'Site administration: one account.'), { name: 'robots', content: 'noindex' }]

const mailStopReasons = { 'hard-bounce': 'hard bounce', 'spam-complaint': 'marked as spam', 'soft-bounces': 'three soft bounces in a week', provider: 'stopped by Postmark' } as const

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user: admin } = await requireAdmin(request)
	const id = idOf(params.id)
	const view = id === null ? null : await adminUserView(id)
	if (!view) throw data(unknownAccount, { status: 404 })
	// The card preview speaks from the cards catalogue (English here: the admin has no Spanish twin).
	return { view, self: admin.id === view.account.id, today: new Date().toISOString().slice(0, 10), i18n: pageI18n(request, ['cards']) }
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user: admin } = await requireAdminAction(request)
	const id = idOf(params.id)
	if (id === null) return data({ message: unknownAccount }, { status: 404 })
	const parsed = parseAdminAction(Object.fromEntries(await readForm(request)))
	if (!parsed.ok) return data({ message: parsed.message }, { status: 400 })
	const outcome = await performAdminAction(admin, id, parsed.input)
	if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status })
	const headers = await createToastHeaders({ type: 'success', description: outcome.message })
	// After a change the page is loaded afresh (a new version in every form): reloading it does not post again.
	return redirect(outcome.deleted ? '/admin/users' : `/admin/users/${id}`, { headers })
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
	return (
		<dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
			{rows.map(([term, value]) => (
				<div key={term} className="contents">
					<dt className="text-slate-600">{term}</dt>
					<dd className="wrap-anywhere">{value}</dd>
				</div>
			))}
		</dl>
	)
}

/** One confirmed action: its own form with the account's version and a confirmation box. */
function ActionForm({ intent, label, what, version, children, danger }: { intent: string; label: string; what: string; version: string; children?: ReactNode; danger?: boolean }) {
	const confirmId = `confirm-${intent}`
	return (
		<Form method="post" className={`space-y-3 rounded-lg border p-4 ${danger ? 'border-red-200' : 'border-slate-200'}`} aria-label={label}>
			<p className="text-slate-700">{what}</p>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="version" value={version} />
			{children}
			{intent === 'delete' ? null : (
				<div className="flex items-center gap-2">
					<input id={confirmId} type="checkbox" name="confirm" value="yes" required className="size-4" />
					<label htmlFor={confirmId}>Yes, {label.toLowerCase()}</label>
				</div>
			)}
			<SubmitButton value={intent} pendingText="Working…" variant={danger ? 'secondary' : 'primary'} className={danger ? 'text-red-800 ring-red-300 hover:bg-red-50' : undefined}>
				{label}
			</SubmitButton>
		</Form>
	)
}

const shown = (value: unknown) => (value === null || value === undefined ? 'none' : typeof value === 'object' ? JSON.stringify(value) : String(value))

/** An audit line's before and after as "field: old → new" lines. */
function describeChange(before: Record<string, unknown>, after: Record<string, unknown>) {
	const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
	return keys.filter((key) => shown(before[key]) !== shown(after[key])).map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`)
}

const input = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm'

function Actions({ view, self, today }: { view: AdminUserView; self: boolean; today: string }) {
	const { account, profile, version } = view
	const reviewable = profile && profile.reviewStatus !== 'draft'
	return (
		<div className="grid gap-4 md:grid-cols-2">
			{view.mailStopped ? (
				<ActionForm intent="lift-suppression" label="Send mail to this address again" what="No mail goes to this address since it bounced or was marked as spam. Lift the stop when the owner says the address works again; a new bounce stops it again." version={version} />
			) : null}
			{!account.verified ? <ActionForm intent="verify-email" label="Mark the e-mail verified" what="For an owner who cannot receive the verification mail. The owner is mailed that they can sign in." version={version} /> : null}
			{reviewable && profile.reviewStatus !== 'approved' ? <ActionForm intent="approve" label="Approve the listing" what="Lists the profile in search while the plan includes a listing. The owner is mailed." version={version} /> : null}
			{reviewable && profile.reviewStatus !== 'rejected' ? (
				<ActionForm intent="reject" label="Reject the listing" what="Takes the profile out of search; the owner is mailed the reason." version={version}>
					<label htmlFor="reject-reason" className="block font-medium">Reason (the owner reads it)</label>
					<textarea id="reject-reason" name="reason" required minLength={10} maxLength={1000} rows={3} className={input} />
				</ActionForm>
			) : null}
			{profile ? (
				<ActionForm intent="record-check" label="Record a credential check" what="After looking a number up at its source: the NPI in the NPPES registry, the CDR number in CDR's credential verification, a licence at the state board. The profile shows “Verified” for a year from the check." version={version}>
					<label htmlFor="check-kind" className="block font-medium">What was checked</label>
					<select id="check-kind" name="kind" className={input} defaultValue={profile.npi ? 'npi' : profile.cdrNumber ? 'cdr' : 'licence'}>
						<option value="npi">NPI (NPPES registry)</option>
						<option value="cdr">CDR registration number</option>
						<option value="licence">State licence</option>
					</select>
					<label htmlFor="check-number" className="block font-medium">Number checked</label>
					<input id="check-number" name="number" type="text" required maxLength={30} autoComplete="off" className={input} defaultValue={profile.npi ?? profile.cdrNumber ?? profile.licenseNumber ?? ''} aria-describedby="check-given" />
					<p id="check-given" className="text-sm text-slate-600">Given on the profile: NPI {profile.npi ?? '—'}, CDR {profile.cdrNumber ?? '—'}, licence {profile.licenseNumber ?? '—'}.</p>
					<label htmlFor="check-state" className="block font-medium">Licensing state (licences only)</label>
					<select id="check-state" name="state" className={input} defaultValue="">
						<option value="">—</option>
						{usStates.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
					</select>
				</ActionForm>
			) : null}
			<ActionForm intent="grant-plan" label="Grant a complimentary plan" what="The plan and everything it includes, free, through the last day." version={version}>
				<label htmlFor="grant-plan" className="block font-medium">Plan</label>
				<select id="grant-plan" name="plan" className={input} defaultValue="1">
					{plans.map((plan) => <option key={plan.id} value={plan.id}>{plan.name}</option>)}
				</select>
				<label htmlFor="grant-until" className="block font-medium">Last day</label>
				<input id="grant-until" name="until" type="date" required min={today} className={input} />
			</ActionForm>
			{self ? null : account.suspendedAt ? (
				<ActionForm intent="unsuspend" label="Lift the suspension" what="The owner can sign in again; a listed profile returns to search." version={version} />
			) : (
				<ActionForm intent="suspend" label="Suspend the account" what="Signs the owner out everywhere, refuses sign-in and takes the profile out of search." version={version} danger />
			)}
			{self ? null : account.manageRole === 'admin' ? (
				<ActionForm intent="demote" label="Remove the administrator role" what="Never the last administrator. The owner is mailed." version={version} danger />
			) : (
				<ActionForm intent="promote" label="Make an administrator" what="Full access to this administration. The owner is mailed." version={version} />
			)}
			{self ? null : (
				<ActionForm intent="delete" label="Delete the account" what="Deletes the account, its profile and photo, and cancels its subscription. The owner is mailed; the audit history stays." version={version} danger>
					{view.visitsToCancel.text ? <p className="font-semibold text-red-800">{view.visitsToCancel.text}</p> : null}
					<label htmlFor="delete-email" className="block font-medium">Type the account's e-mail to confirm</label>
					<input id="delete-email" name="confirmEmail" type="text" required autoComplete="off" className={input} />
				</ActionForm>
			)}
		</div>
	)
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
	const { view, self, today } = loaderData
	const { account, profile, billing } = view
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<p className="text-sm"><Link to="/admin/users" className="font-medium text-brand-800 underline">All users</Link></p>
			<h1 className="mt-2 text-3xl font-bold text-ink">{account.firstName} {account.lastName}</h1>
			<p className="mt-1 mb-6 break-all text-slate-700">{account.email}</p>
			<AdminNav />
			{actionData?.message ? (
				<p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">{actionData.message}</p>
			) : null}
			{/* One column of the phone's width: a long e-mail address wraps instead of widening the page. */}
			<div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
				<Section look="outlined" title="Account">
					<Facts
						rows={[
							['Role', account.manageRole === 'admin' ? 'Administrator' : 'Dietitian'],
							['E-mail verified', account.verified ? 'Yes' : 'No'],
							['Mail', view.mailStopped ? `Stopped since ${formatWhen(view.mailStopped.since)}: ${mailStopReasons[view.mailStopped.reason]}${view.mailStopped.detail ? ` (${view.mailStopped.detail})` : ''}` : 'Delivered'],
							['Suspended', account.suspendedAt ? `Since ${formatWhen(account.suspendedAt)}` : 'No'],
							['Joined', formatWhen(account.createdAt)],
							['Last change', formatWhen(account.updatedAt)],
						]}
					/>
				</Section>
				<Section look="outlined" title="Plan and billing">
					<Facts
						rows={[
							['Plan', view.planName ?? 'None'],
							['Complimentary', view.grant ? `${view.grant.planName} until ${view.grant.until.slice(0, 10)}` : 'No'],
							['Subscription', billing.subscription ? `${billing.subscription.planName}, ${billing.subscription.interval}: ${billing.subscription.status}` : 'None'],
							['Billing e-mail', billing.billingEmail ?? '—'],
							[
								'Customer',
								view.stripeCustomerUrl ? (
									<a href={view.stripeCustomerUrl} className="font-medium text-brand-800 underline" rel="noreferrer" target="_blank">{billing.customerId} in Stripe</a>
								) : (
									(billing.customerId ?? '—') + (billing.customerId && billing.payments === 'test' ? ' (test mode)' : '')
								),
							],
						]}
					/>
				</Section>
				<Section look="outlined" title="Profile">
					{profile ? (
						<>
							<p className="text-slate-600">As a search result shows it{profile.status === 'listed' && profile.listingState !== 'paused' ? '' : ' (not in search now)'}:</p>
							<ul className="mt-2 mb-4">
								<DietitianCardItem card={profile.card} placeState={null} />
							</ul>
							<p className="mb-4">
								<Link to={`/viewdoctorprofile/${account.id}`} className="font-medium text-brand-800 underline">
									{profile.status === 'listed' ? 'Open the public profile' : 'Preview the profile page'}
								</Link>
							</p>
						</>
					) : null}
					{profile ? (
						<Facts
							rows={[
								['Listing', profile.status === 'listed' && profile.listingState === 'paused' ? 'Paused (availability not confirmed for 90 days)' : listingLabels[profile.status]],
								['Name on profile', profile.profileName ?? '—'],
								['Title', [profile.role, profile.credentials.join(', ')].filter(Boolean).join(' · ') || '—'],
								['Place', [profile.city, profile.state, profile.zipcode].filter(Boolean).join(', ') || '—'],
								['Specialties', profile.specialties.join(', ') || '—'],
								[
									'NPI',
									profile.npi ? (
										<>
											{profile.npi} ({profile.npiValid ? 'check digit valid' : 'check digit INVALID'}){' '}
											<a href={profile.npiLookup!} className="font-medium text-brand-800 underline" rel="noreferrer" target="_blank">Look up in the NPI registry</a>
										</>
									) : (
										'Not given'
									),
								],
								['CDR number', profile.cdrNumber ?? '—'],
								['Licence', profile.licenseNumber ?? '—'],
								['Submitted', profile.submittedAt ? formatWhen(profile.submittedAt) : '—'],
								...(profile.rejectionReason ? ([['Rejection reason', profile.rejectionReason]] as [string, ReactNode][]) : []),
							]}
						/>
					) : (
						<p>No profile yet.</p>
					)}
				</Section>
				{profile ? (
					<Section look="outlined" title="Credential checks">
						{profile.credentialChecks.length ? (
							<ul className="space-y-1">
								{profile.credentialChecks.map((check) => (
									<li key={`${check.kind}-${check.number}-${check.checked_at}`}>
										{checkLine(check)} <span className="text-slate-600">by {check.checkedBy}</span>
										{check.inForce ? null : <span className="ml-1 font-semibold text-amber-900">ended: the profile’s number changed since</span>}
									</li>
								))}
							</ul>
						) : (
							<p>No check recorded: the profile shows no “Verified”.</p>
						)}
						<p className="mt-2">{profile.card.verified ? 'Shows “✓ Verified” (a check of the last 365 days).' : 'No “Verified” badge now.'}</p>
						<p className="mt-2">
							{profile.listingState === 'paused'
								? `Paused: availability not confirmed for 90 days${profile.acceptingConfirmedAt ? ` (last ${formatWhen(profile.acceptingConfirmedAt).slice(0, 10)})` : ''}; out of search until the owner confirms.`
								: availabilityText(profile.card.accepting_new_clients, profile.card.listing_state, profile.acceptingConfirmedAt).text}
						</p>
					</Section>
				) : null}
				<Section look="outlined" title="Contact requests">
					{view.contactRequests ? (
						<p>{view.contactRequests.total} in all, {view.contactRequests.lastThirtyDays} in the last 30 days.</p>
					) : (
						<p>Not available yet.</p>
					)}
				</Section>
			</div>
			<div className="mt-6">
				<Section look="outlined" title="Actions">
					{/* Keyed by the version: after a change the forms start empty, with the new version. */}
					<Actions key={view.version} view={view} self={self} today={today} />
				</Section>
			</div>
			<div className="mt-6">
				<Section look="outlined" title="Audit history">
					{view.history.length === 0 ? (
						<p>No administrator action yet.</p>
					) : (
						<ol className="space-y-2">
							{view.history.map((line) => (
								<li key={line.id} className="rounded-lg bg-slate-50 p-3">
									<span className="font-medium">{line.action}</span> by {line.adminEmail}, {formatWhen(line.at)}
									<ul className="mt-1 text-slate-700">
										{describeChange(line.before, line.after).map((change) => (
											<li key={change} className="wrap-anywhere">{change}</li>
										))}
									</ul>
								</li>
							))}
						</ol>
					)}
				</Section>
			</div>
		</div>
	)
}
