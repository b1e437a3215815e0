import type { Route } from './+types/appointments.confirm-request'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { confirmVisitorEmail, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage, requestSentText } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('booking.confirmRequest.title'), t('booking.confirmRequest.description')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadLinkPage(request, [linkPurposes.checkEmail])), i18n: pageI18n(request, ['booking']) })

export const action = ({ request }: Route.ActionArgs) => answerLinkPage(request, (token) => confirmVisitorEmail(token), (appointment) => requestSentText(requestTranslator(request), appointment))

export default function ConfirmRequest({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	return (
		<LinkPage
			title={t('booking.confirmRequest.title')}
			lines={loaderData.lines}
			done={actionData?.done}
			problem={actionData?.problem ?? loaderData.problem}
			button={t('booking.confirmRequest.button')}
			pendingText={t('booking.linkPage.pending')}
		/>
	)
}
