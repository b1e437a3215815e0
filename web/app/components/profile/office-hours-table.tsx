import { useEffect, useState } from 'react'
import type { WorkingTime } from '#db/schema/profiles.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { officeClock, openingHours, weekDays, type OfficeClock, type ZoneOffsets } from '#app/modules/profiles/office-hours.ts'

export const dayNames = (t: Translate): Record<(typeof weekDays)[number][0], string> => ({
	mon: t('profile.hours.mon'),
	tue: t('profile.hours.tue'),
	wed: t('profile.hours.wed'),
	thu: t('profile.hours.thu'),
	fri: t('profile.hours.fri'),
	sat: t('profile.hours.sat'),
	sun: t('profile.hours.sun'),
})

/** "9:00 a. m." of "09:00", as US Spanish writes it (the same on the server and in the browser). */
const spanishClock = (time: string) => {
	const [hours = 0, minutes = 0] = time.split(':').map(Number)
	return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`
}

export const hoursText = (t: Translate, range: { from: string; to: string }) => (t.locale === 'en' ? openingHours(range) : `${spanishClock(range.from)}–${spanishClock(range.to)}`)

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
export function OfficeHoursTable({ workingTime, zoneOffsets, zoneName }: { workingTime: WorkingTime; zoneOffsets: ZoneOffsets; zoneName: string }) {
	const t = useT()
	const clock = useOfficeClock(workingTime, zoneOffsets)
	const names = dayNames(t)
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
					{weekDays.map(([key]) => {
						const ranges = workingTime[key] ?? []
						const today = key === clock?.today
						return (
							<tr key={key} className={`border-b border-slate-100 last:border-0 ${today ? 'font-semibold text-ink' : ''}`} aria-current={today ? 'date' : undefined}>
								<th scope="row" className="py-1.5 pr-3 text-left font-medium">
									{names[key]}
									{today ? <span className="sr-only"> {t('profile.hours.today')}</span> : null}
								</th>
								<td className="py-1.5 text-right">
									{ranges.length
										? ranges.map((r, i) => (
												<span key={i} className="block whitespace-nowrap">
													{hoursText(t, r)}
													{i < ranges.length - 1 ? <span className="sr-only">, </span> : null}
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
