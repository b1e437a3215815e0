import type { Route } from './+types/appointments.decline'
import { LinkPage } from '#app/components/appointments/link-page.tsx'
import { declineByLink, linkPurposes } from '#app/modules/appointments/appointment-answers.server.ts'
import { answerLinkPage, loadLinkPage } from '#app/modules/appointments/link-pages.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Decline the request', 'Decline an appointment request.'), { name: 'robots', content: 'noindex' }]

export const loader = ({ request }: Route.LoaderArgs) => loadLinkPage(request, [linkPurposes.decline])

export const action = ({ request }: Route.ActionArgs) =>
	answerLinkPage(
		request,
		(token, form) => declineByLink(token, { note: String(form.get('note') ?? '').trim().slice(0, 500), proposeAnother: form.get('propose') === 'on' }),
		'Declined. The visitor is told, with your note.',
	)

export default function DeclineAppointment({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<LinkPage title="Decline the request" lines={loaderData.lines} done={actionData?.done} problem={actionData?.problem ?? loaderData.problem} button="Decline the request">
			<label className="flex items-center gap-2 text-sm text-slate-800">
				<input type="checkbox" name="propose" className="size-4 accent-brand-700" />
				Propose another time (the visitor is invited to pick another of your openings)
			</label>
			<div className="space-y-1">
				<label htmlFor="decline-note" className="block text-sm font-medium text-slate-800">
					A note for the visitor (optional)
				</label>
				<textarea id="decline-note" name="note" rows={3} maxLength={500} className="block w-full rounded-lg border border-slate-300 px-3 py-2" />
			</div>
		</LinkPage>
	)
}
