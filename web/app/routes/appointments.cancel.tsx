import type { Route } from './+types/appointments.cancel'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { cancelByDietitianLink, cancelByVisitorLink, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('booking.cancel.title'), t('booking.cancel.description')), { name: 'robots', content: 'noindex' }]
}

// The visitor's and the dietitian's cancel links open the same page; each token is signed for its own side.
export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadLinkPage(request, [linkPurposes.cancelByVisitor, linkPurposes.cancelByDietitian])), i18n: pageI18n(request, ['booking']) })

export function action({ request }: Route.ActionArgs) {
	const t = requestTranslator(request)
	return answerLinkPage(
		request,
		async (token) => {
			const byVisitor = await cancelByVisitorLink(token)
			return !byVisitor.ok && byVisitor.problem === 'invalid' ? cancelByDietitianLink(token) : byVisitor
		},
		// A request not yet confirmed was never in a calendar (issue 42 point 11): its line does not speak of one.
		(appointment) => t(appointment.confirmedAt ? 'booking.cancel.done' : 'booking.cancel.doneRequest'),
	)
}

export default function CancelAppointment({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	return (
		<LinkPage
			title={t('booking.cancel.title')}
			lines={loaderData.lines}
			done={actionData?.done}
			problem={actionData?.problem ?? loaderData.problem}
			button={t('booking.cancel.button')}
			pendingText={t('booking.linkPage.pending')}
		/>
	)
}
