import type { Route } from './+types/appointments.confirm'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { confirmByLink, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('dashboard.linkPage.confirmTitle'), t('dashboard.linkPage.confirmDescription')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadLinkPage(request, [linkPurposes.confirm])), i18n: pageI18n(request, ['booking.linkPage', 'dashboard.linkPage']) })

export const action = ({ request }: Route.ActionArgs) => answerLinkPage(request, (token) => confirmByLink(token), requestTranslator(request)('dashboard.linkPage.confirmed'))

export default function ConfirmAppointment({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	return (
		<LinkPage
			title={t('dashboard.linkPage.confirmTitle')}
			lines={loaderData.lines}
			done={actionData?.done}
			problem={actionData?.problem ?? loaderData.problem}
			button={t('dashboard.linkPage.confirmTitle')}
			pendingText={t('booking.linkPage.pending')}
		/>
	)
}
