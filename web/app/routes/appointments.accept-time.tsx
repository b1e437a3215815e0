import type { Route } from './+types/appointments.accept-time'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { acceptProposedTime, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { appointmentTime } from '#app/modules/appointments/appointment-time.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Issue 43 point 3: the visitor accepts the time the dietitian proposed; until then the visit keeps its time. */
export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('booking.acceptTime.title'), t('booking.acceptTime.description')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadLinkPage(request, [linkPurposes.acceptTime])), i18n: pageI18n(request, ['booking']) })

export function action({ request }: Route.ActionArgs) {
	const t = requestTranslator(request)
	return answerLinkPage(request, (token) => acceptProposedTime(token), (appointment) => t('booking.acceptTime.done', { when: appointmentTime(appointment.startsAt.getTime(), appointment.timeZone, t.locale).long }))
}

export default function AcceptTime({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	return (
		<LinkPage
			title={t('booking.acceptTime.title')}
			lines={loaderData.lines}
			done={actionData?.done}
			problem={actionData?.problem ?? loaderData.problem}
			button={t('booking.acceptTime.button')}
			pendingText={t('booking.linkPage.pending')}
		/>
	)
}
