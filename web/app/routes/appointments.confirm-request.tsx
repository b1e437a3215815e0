import type { Route } from './+types/appointments.confirm-request'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { confirmVisitorEmail, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Confirm your request', 'Confirm your appointment request.'), { name: 'robots', content: 'noindex' }]

export const loader = ({ request }: Route.LoaderArgs) => loadLinkPage(request, [linkPurposes.checkEmail])

export const action = ({ request }: Route.ActionArgs) => answerLinkPage(request, (token) => confirmVisitorEmail(token), 'Thank you: your request is sent. The dietitian answers within two business days; you will get an e-mail, with a calendar invitation if they confirm.')

export default function ConfirmRequest({ loaderData, actionData }: Route.ComponentProps) {
	return <LinkPage title="Confirm your request" lines={loaderData.lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="Confirm my request" />
}
