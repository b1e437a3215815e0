import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Translate } from '#app/i18n/format-message.ts'
import type { Route } from './+types/viewprofile'
import { AvailabilityPanel } from '#app/components/profile/availability-panel.tsx'
import { availabilityDays } from '#app/modules/profiles/availability-rules.ts'
import { confirmAvailability } from '#app/modules/profiles/availability.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { AppointmentsPanel } from '#app/components/appointments/appointments-panel.tsx'
import { BusyCalendarsSection } from '#app/components/appointments/busy-calendars-section.tsx'
import { CalendarFeedSection } from '#app/components/appointments/calendar-feed-section.tsx'
import { ReviewsPanel } from '#app/components/reviews/reviews-panel.tsx'
import { reviewsPanel } from '#app/modules/reviews/dietitian-reviews.server.ts'
import { BillingSection } from '#app/components/billing/billing-section.tsx'
import { ContactRequests } from '#app/components/profile/contact-requests.tsx'
import { Dashboard } from '#app/components/profile/dashboard.tsx'
import { ListingStatusPanel } from '#app/components/profile/listing-status-panel.tsx'
import { ProfileSummary } from '#app/components/profile/profile-summary.tsx'
import { YourDataSection } from '#app/components/profile/your-data-section.tsx'
import { appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import { busyCalendarsPanel } from '#app/modules/appointments/busy-calendars-panel.server.ts'
import { calendarFeedPanel } from '#app/modules/appointments/calendar-feed.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { accountMailProblem } from '#app/modules/mail/delivery-problem.server.ts'
import { profileDashboard } from '#app/modules/statistics/dashboard.server.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { dashboardNamespaces } from '#app/modules/profiles/dashboard-namespaces.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('dashboard.title'), t('dashboard.description')), { name: 'robots', content: 'noindex' }]
}

const availabilityForm = (t: Translate) =>
	z.object({ intent: z.literal('availability'), answer: z.enum(['yes', 'no'], { error: t('dashboard.availability.chooseAnswer') }) }, { error: t('dashboard.availability.unknownAction') })

/** The availability buttons (issue 30): the owner of a profile confirms whether they take new clients. */
export async function action({ request }: Route.ActionArgs) {
	const { user } = await requireUser(request)
	const t = requestTranslator(request)
	const parsed = await availabilityForm(t).safeParseAsync(Object.fromEntries(await readForm(request)))
	if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? t('dashboard.availability.unknownAction') }, { status: 400 })
	if (!(await confirmAvailability(user.id, parsed.data.answer))) return data({ message: t('dashboard.availability.createFirst') }, { status: 409 })
	const headers = await createToastHeaders({ type: 'success', description: parsed.data.answer === 'yes' ? t('dashboard.availability.savedYes') : t('dashboard.availability.savedNo') })
	return redirect(localizePath('/viewprofile', t.locale), { headers })
}

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	const booking = hasEntitlement(user.plan, 'booking')
	const locale = localeFromUrl(request.url)
	const t = requestTranslator(request)
	const [own, billing, dashboard, appointments, calendarFeed, busyCalendars, mailProblem, reviews] = await Promise.all([
		userWithProfile(user.id),
		billingSummary(user.id, undefined, locale),
		profileDashboard(user, undefined, locale),
		booking ? appointmentDashboard(user.id, locale) : null,
		booking ? calendarFeedPanel(user.id, locale) : null,
		booking ? busyCalendarsPanel(user.id, locale) : null,
		accountMailProblem(user.email, t),
		// Reviews stay the dietitian's to read and answer after a plan without booking (issue 46 point 4).
		reviewsPanel(user.id, locale),
	])
	const yourData = {
		title: t('privacy.section.title'),
		intro: t('privacy.section.intro'),
		download: t('privacy.section.download'),
		delete: t('privacy.section.delete'),
		exportPath: localizePath('/viewprofile/export', t.locale),
		deletePath: localizePath('/viewprofile/delete', t.locale),
	}
	return {
		user: own!,
		canSetUp: hasEntitlement(user.plan, 'listing'),
		billing,
		dashboard,
		appointments,
		calendarFeed,
		busyCalendars,
		mailProblem,
		reviews,
		yourData,
		i18n: pageI18n(request, dashboardNamespaces),
	}
}

/**
 * The dietitian's dashboard: what needs action first (the listing's state, the
 * contact requests waiting for an answer), then the figures, the profile
 * section by section, and billing. Each part is a component of its own, so a
 * new one (appointments, say) is one more line in this list.
 */
export default function ViewProfile({ loaderData }: Route.ComponentProps) {
	const { user, canSetUp, dashboard } = loaderData
	const t = useT()
	const profile = user.profile
	return (
		<div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
			<div>
				<h1 className="text-3xl font-bold text-ink">{t('dashboard.title')}</h1>
				<p className="mt-1 text-slate-600">
					{user.first_name} {user.last_name} · {user.email}
				</p>
			</div>
			{loaderData.mailProblem ? (
				<p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
					{loaderData.mailProblem}
				</p>
			) : null}
			<ListingStatusPanel status={profile?.listing_status ?? null} rejectionReason={profile?.rejection_reason ?? null} canSetUp={canSetUp} userId={user.id} />
			{profile?.listing_status === 'listed' ? (
				<AvailabilityPanel accepting={profile.accepting_new_clients} state={profile.listing_state} confirmedAt={profile.accepting_confirmed_at} days={availabilityDays} />
			) : null}
			<AppointmentsPanel appointments={loaderData.appointments} />
			<ContactRequests requests={dashboard?.requests ?? null} />
			<ReviewsPanel panel={loaderData.reviews} />
			<Dashboard dashboard={dashboard} />
			{/* Set up once, not a thing to answer: after what waits for the dietitian and the figures. */}
			<CalendarFeedSection feed={loaderData.calendarFeed} />
			<BusyCalendarsSection panel={loaderData.busyCalendars} />
			{profile?.step1_saved_at ? (
				<div id="profile">
					<ProfileSummary user={user} editable={canSetUp} />
				</div>
			) : null}
			<BillingSection billing={loaderData.billing} />
			<YourDataSection words={loaderData.yourData} />
		</div>
	)
}
