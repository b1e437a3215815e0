import { useLocalePath } from '#app/i18n/i18n-context.tsx'
import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import type { busyCalendarsPanel } from '#app/modules/appointments/busy-calendars-panel.server.ts'

type Panel = Awaited<ReturnType<typeof busyCalendarsPanel>>

/**
 * The calendars whose busy times come off the dietitian's openings (issue 45 points 2 and 4): each
 * with its host (never the secret address), its last read, its busy times and its last error; Add,
 * Sync now and Remove. Plain form posts: no JavaScript needed.
 */
export function BusyCalendarsSection({ panel }: { panel: Panel | null }) {
	if (!panel) return null
	const { words } = panel
	const action = useLocalePath()('/viewprofile/busy-calendars')
	return (
		<section id="busy-calendars" aria-labelledby="busy-calendars-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="busy-calendars-heading" className="text-xl font-semibold text-ink">
				{words.title}
			</h2>
			<p className="mt-1 text-sm text-slate-600">{words.intro}</p>
			{panel.calendars.length ? (
				<ul className="mt-4 space-y-3">
					{panel.calendars.map((calendar) => (
						<li key={calendar.id} className="rounded-xl border border-slate-200 p-4" data-busy-calendar={calendar.id}>
							<p className="font-medium text-ink">{calendar.host}</p>
							<p className="text-sm text-slate-700">{calendar.read}</p>
							{calendar.error ? <p className="text-sm font-medium text-red-800">{calendar.error}</p> : null}
							{calendar.zones ? <p className="text-sm text-amber-900">{calendar.zones}</p> : null}
							<div className="mt-2 flex flex-wrap gap-3">
								<Form method="post" action={action}>
									<input type="hidden" name="sync" value={calendar.id} />
									<SubmitButton variant="secondary" pendingText={words.syncing} aria-label={`${words.sync}: ${calendar.host}`}>
										{words.sync}
									</SubmitButton>
								</Form>
								<Form method="post" action={action}>
									<input type="hidden" name="remove" value={calendar.id} />
									<SubmitButton variant="secondary" pendingText={words.removing} aria-label={`${words.remove}: ${calendar.host}`}>
										{words.remove}
									</SubmitButton>
								</Form>
							</div>
						</li>
					))}
				</ul>
			) : null}
			{panel.full ? (
				<p className="mt-4 text-sm text-slate-700">{words.limit}</p>
			) : (
				<Form method="post" action={action} className="mt-4 space-y-2">
					<label htmlFor="busy-calendar-address" className="block text-sm font-medium text-slate-800">
						{words.addressLabel}
					</label>
					<input id="busy-calendar-address" name="add" type="url" required maxLength={2048} autoComplete="off" className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs" />
					<p className="text-xs text-slate-600">{words.hostOnly}</p>
					<SubmitButton pendingText={words.adding}>{words.add}</SubmitButton>
				</Form>
			)}
		</section>
	)
}
