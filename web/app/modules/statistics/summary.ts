import { addDays, weekStart } from './days.ts'

export type Counts = { views: number; appearances: number; requests: number }
export type DayCounts = Partial<Counts> & { day: string }
export type WeekCounts = Counts & { weekStart: string }

export type StatisticsSummary = { thisWeek: Counts; last30Days: Counts; weeks: WeekCounts[] }

export const weeksShown = 12

const zero = (): Counts => ({ views: 0, appearances: 0, requests: 0 })

function add(total: Counts, row: DayCounts) {
	total.views += row.views ?? 0
	total.appearances += row.appearances ?? 0
	total.requests += row.requests ?? 0
}

/** The first day the summary needs: the Monday eleven weeks before this week's (or 30 days back, if earlier). */
export const summaryStart = (today: string) => {
	const twelveWeeks = addDays(weekStart(today), -7 * (weeksShown - 1))
	const thirtyDays = addDays(today, -29)
	return twelveWeeks < thirtyDays ? twelveWeeks : thirtyDays
}

/**
 * This (Monday-based, UTC) week, the last 30 days including today, and the
 * last twelve weeks oldest first, from per-day counts.
 */
export function summarize(rows: DayCounts[], today: string): StatisticsSummary {
	const thisWeekStart = weekStart(today)
	const thirtyStart = addDays(today, -29)
	const weeks: WeekCounts[] = Array.from({ length: weeksShown }, (_, index) => ({ weekStart: addDays(thisWeekStart, -7 * (weeksShown - 1 - index)), ...zero() }))
	const byWeek = new Map(weeks.map((week) => [week.weekStart, week]))
	const thisWeek = zero()
	const last30Days = zero()
	for (const row of rows) {
		if (row.day > today) continue
		if (row.day >= thisWeekStart) add(thisWeek, row)
		if (row.day >= thirtyStart) add(last30Days, row)
		const week = byWeek.get(weekStart(row.day))
		if (week) add(week, row)
	}
	return { thisWeek, last30Days, weeks }
}
