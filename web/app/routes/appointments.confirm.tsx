import type { Route } from './+types/appointments.confirm'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { confirmByLink, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Confirm the appointment', 'Confirm an appointment request.'), { name: 'robots', content: 'noindex' }]

export const loader = ({ request }: Route.LoaderArgs) => loadLinkPage(request, [linkPurposes.confirm])

export const action = ({ request }: Route.ActionArgs) => answerLinkPage(request, (token) => confirmByLink(token), 'Confirmed. You and the visitor get the calendar invitation by e-mail.')

export default function ConfirmAppointment({ loaderData, actionData }: Route.ComponentProps) {
	return <LinkPage title="Confirm the appointment" lines={loaderData.lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="Confirm the appointment" />
}
