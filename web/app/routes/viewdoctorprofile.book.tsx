import { data, Link } from 'react-router'
import type { Route } from './+types/viewdoctorprofile.book'
import { BookingForm, OtherOpenings } from '#app/components/appointments/booking-form.tsx'
import { loadBookingPage, submitBookingPage } from '#app/modules/appointments/booking-page.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Issue 29: the opening a visitor picked on a profile, the form that holds it, and "check your e-mail". */
export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta(loaderData ? `Book with ${loaderData.dietitianName}` : 'Book an appointment', 'Request an appointment with a registered dietitian.'),
	{ name: 'robots', content: 'noindex' },
]

export const loader = ({ request, params }: Route.LoaderArgs) => loadBookingPage(request, params.id)

export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return submitBookingPage(request, params.id, context.get(clientIpContext))
}

export default function BookAppointment({ loaderData, actionData }: Route.ComponentProps) {
	const { id, dietitianName, opening, problem, others, tz } = loaderData
	const back = `/viewdoctorprofile/${id}${opening ? `?kind=${opening.kind}` : ''}#book`
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<p className="text-sm">
				<Link to={back} className="font-medium text-brand-800 underline">
					Back to {dietitianName}’s openings
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold text-ink">Book with {dietitianName}</h1>
			{actionData?.status === 'held' ? (
				<div role="status" className="mt-6 space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
					<p className="text-lg font-semibold">Check your e-mail to confirm your request</p>
					<p>
						We hold {actionData.when} for you for {actionData.holdMinutes} minutes. We sent a link to <strong>{actionData.email}</strong>: open it and confirm, and your request goes to {actionData.dietitianName}.
					</p>
					<p className="text-sm">Not confirmed within {actionData.holdMinutes} minutes, the time is released for other visitors.</p>
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
