import { data, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile.book'
import { BookingForm, OtherOpenings } from '#app/components/appointments/booking-form.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { loadBookingPage, submitBookingPage } from '#app/modules/appointments/booking-page.server.ts'
import { limitBookingPageViews } from '#app/modules/appointments/booking-page-limit.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Issue 29: the opening a visitor picked on a profile, the form that holds it, and "check your e-mail". */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(loaderData ? t('booking.page.title', { name: loaderData.dietitianName }) : t('booking.sectionTitle'), t('booking.page.description')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request, params, context }: Route.LoaderArgs) => {
	await limitBookingPageViews(request, context.get(clientIpContext))
	return { ...(await loadBookingPage(request, params.id)), i18n: pageI18n(request, ['booking', 'contact']) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return submitBookingPage(request, params.id, context.get(clientIpContext))
}

export default function BookAppointment({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	const { id, dietitianName, opening, problem, others, tz } = loaderData
	const back = localePath(`/viewdoctorprofile/${id}${opening ? `?kind=${opening.kind}` : ''}#book`)
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<p className="text-sm">
				<Link to={back} className="font-medium text-brand-800 underline">
					{t('booking.page.back', { name: dietitianName })}
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold text-ink">{t('booking.page.title', { name: dietitianName })}</h1>
			{actionData?.status === 'held' ? (
				<div role="status" className="mt-6 space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
					<p className="text-lg font-semibold">{t('booking.held.title')}</p>
					<p>
						{t.rich('booking.held.text', {
							when: actionData.when,
							minutes: actionData.holdMinutes,
							email: actionData.email,
							name: actionData.dietitianName,
							strong: (chunks) => <strong>{chunks}</strong>,
						})}
					</p>
					<p className="text-sm">{t('booking.held.note', { minutes: actionData.holdMinutes })}</p>
				</div>
			) : opening ? (
				<BookingForm opening={opening} dietitianName={dietitianName} insurance={loaderData.insurance} answer={actionData} tz={tz} id={id} />
			) : (
				<div className="mt-6 space-y-4">
					<p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
						{problem}
					</p>
					<OtherOpenings id={id} others={others} tz={tz} />
				</div>
			)}
		</div>
	)
}
