import type { Route } from './+types/appointments.decline'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { declineByLink, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('dashboard.linkPage.declineTitle'), t('dashboard.linkPage.declineDescription')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadLinkPage(request, [linkPurposes.decline])), i18n: pageI18n(request, ['booking.linkPage', 'dashboard.linkPage']) })

export const action = ({ request }: Route.ActionArgs) =>
	answerLinkPage(
		request,
		(token, form) => declineByLink(token, { note: String(form.get('note') ?? '').trim().slice(0, 500), proposeAnother: form.get('propose') === 'on' }),
		requestTranslator(request)('dashboard.linkPage.declined'),
	)

export default function DeclineAppointment({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	return (
		<LinkPage
			title={t('dashboard.linkPage.declineTitle')}
			lines={loaderData.lines}
			done={actionData?.done}
			problem={actionData?.problem ?? loaderData.problem}
			button={t('dashboard.linkPage.declineTitle')}
			pendingText={t('booking.linkPage.pending')}
		>
			<label className="flex items-center gap-2 text-sm text-slate-800">
				<input type="checkbox" name="propose" className="size-4 accent-brand-700" />
				{t('dashboard.linkPage.proposeAnother')}
			</label>
			<div className="space-y-1">
				<label htmlFor="decline-note" className="block text-sm font-medium text-slate-800">
					{t('dashboard.linkPage.note')}
				</label>
				<textarea id="decline-note" name="note" rows={3} maxLength={500} className="block w-full rounded-lg border border-slate-300 px-3 py-2" />
			</div>
		</LinkPage>
	)
}
