import type { WorkingTime } from '#db/schema/profiles.ts'
import { weekDays, type OfficeClock } from '#app/modules/profiles/office-hours.ts'

/** The week's hours, today marked, with "Open now" or "Closed now" in the office's time zone. */
export function OfficeHoursTable({ workingTime, clock }: { workingTime: WorkingTime; clock: OfficeClock }) {
	return (
		<>
			<p className="mb-2 text-sm">
				{clock.openNow ? (
					<span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">Open now</span>
				) : (
					<span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">Closed now</span>
				)}{' '}
				<span className="text-slate-600">Times are office time ({clock.zoneName}).</span>
			</p>
			<table className="w-full text-sm">
				<caption className="sr-only">Office hours by day</caption>
				<tbody>
					{weekDays.map(([key, label]) => {
						const ranges = workingTime[key] ?? []
						const today = key === clock.today
						return (
							<tr key={key} className={`border-b border-slate-100 last:border-0 ${today ? 'font-semibold text-ink' : ''}`} aria-current={today ? 'date' : undefined}>
								<th scope="row" className="py-1.5 pr-3 text-left font-medium">
									{label}
									{today ? <span className="sr-only"> (today)</span> : null}
								</th>
								<td className="py-1.5 text-right">{ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(', ') : 'Closed'}</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</>
	)
}
