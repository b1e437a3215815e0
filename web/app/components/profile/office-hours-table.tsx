import { useEffect, useState } from 'react'
import type { WorkingTime } from '#db/schema/profiles.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { officeClock, type DayKey, type OfficeClock, type ZoneOffsets } from '#app/modules/profiles/office-hours.ts'

/** The week as the loader writes it: each day's name and openings in the page's language. */
export type OfficeDays = { key: DayKey; name: string; hours: string[] }[]

/**
 * The office's clock, from the browser's own time. The page is cached by
 * shared caches for up to 11 minutes (s-maxage + stale-while-revalidate), so
 * the server never prints "Open now" or today's row: both are worked out here
 * after hydration, and again every minute. Without JavaScript the table stands alone.
 */
function useOfficeClock(workingTime: WorkingTime, zoneOffsets: ZoneOffsets): OfficeClock | null {
	const [clock, setClock] = useState<OfficeClock | null>(null)
	useEffect(() => {
		const tick = () => setClock(officeClock(workingTime, zoneOffsets, new Date()))
		tick()
		const timer = setInterval(tick, 60_000)
		return () => clearInterval(timer)
	}, [workingTime, zoneOffsets])
	return clock
}

/** The week's hours in the office's time zone; today and "Open now" / "Closed now" once the page runs. */
export function OfficeHoursTable({ workingTime, zoneOffsets, zoneName, days }: { workingTime: WorkingTime; zoneOffsets: ZoneOffsets; zoneName: string; days: OfficeDays }) {
	const t = useT()
	const clock = useOfficeClock(workingTime, zoneOffsets)
	return (
		<>
			<p className="mb-2 text-sm">
				{clock === null ? null : clock.openNow ? (
					<span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{t('profile.hours.openNow')}</span>
				) : (
					<span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700">{t('profile.hours.closedNow')}</span>
				)}{' '}
				<span className="text-slate-600">{t('profile.hours.officeTime', { zone: zoneName })}</span>
			</p>
			<table className="w-full text-sm">
				<caption className="sr-only">{t('profile.hours.caption')}</caption>
				<tbody>
					{days.map(({ key, name, hours }) => {
						const today = key === clock?.today
						return (
							<tr key={key} className={`border-b border-slate-100 last:border-0 ${today ? 'font-semibold text-ink' : ''}`} aria-current={today ? 'date' : undefined}>
								<th scope="row" className="py-1.5 pr-3 text-left font-medium">
									{name}
									{today ? <span className="sr-only"> {t('profile.hours.today')}</span> : null}
								</th>
								<td className="py-1.5 text-right">
									{hours.length
										? hours.map((text, i) => (
												<span key={i} className="block whitespace-nowrap">
													{text}
													{i < hours.length - 1 ? <span className="sr-only">, </span> : null}
												</span>
											))
										: t('profile.hours.closed')}
								</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</>
	)
}
