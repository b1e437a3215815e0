import type { Route } from './+types/appointments.cancel'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { cancelByDietitianLink, cancelByVisitorLink, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Cancel the appointment', 'Cancel an appointment.'), { name: 'robots', content: 'noindex' }]

// The visitor's and the dietitian's cancel links open the same page; each token is signed for its own side.
export const loader = ({ request }: Route.LoaderArgs) => loadLinkPage(request, [linkPurposes.cancelByVisitor, linkPurposes.cancelByDietitian])

export const action = ({ request }: Route.ActionArgs) =>
	answerLinkPage(
		request,
		async (token) => {
			const byVisitor = await cancelByVisitorLink(token)
			return !byVisitor.ok && byVisitor.problem === 'invalid' ? cancelByDietitianLink(token) : byVisitor
		},
		'Cancelled. Both of you get an e-mail that removes it from your calendars.',
	)

export default function CancelAppointment({ loaderData, actionData }: Route.ComponentProps) {
	return <LinkPage title="Cancel the appointment" lines={loaderData.lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="Cancel the appointment" />
}
