import type { Route } from './+types/appointments.reschedule'
import { MoveOpenings } from '#app/components/appointments/move-visit.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { loadMovePage, submitMovePage } from '#app/modules/appointments/visit-move-page.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Issue 43 point 3: the visitor's "Change the time" link; the picked opening goes to the dietitian as a request. */
export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('booking.move.title'), t('booking.move.description')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadMovePage(request)), i18n: pageI18n(request, ['booking']) })

export const action = ({ request, context }: Route.ActionArgs) => submitMovePage(request, context.get(clientIpContext))

export default function RescheduleAppointment({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const done = actionData?.done
	const problem = actionData?.problem ?? loaderData.problem
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold text-ink">{t('booking.move.title')}</h1>
			<ul className="mt-4 space-y-1 text-slate-700">
				{loaderData.lines.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
			{done ? (
				<p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
					{done}
				</p>
			) : null}
			{problem && !done ? (
				<p role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
					{problem}
				</p>
			) : null}
			{!done && !loaderData.problem ? (
				<MoveOpenings days={loaderData.days} label={t('booking.move.openingsLabel')} intro={t('booking.move.choose')} none={t('booking.move.none')} pendingText={t('booking.move.pending')} />
			) : null}
		</div>
	)
}
