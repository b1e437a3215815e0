/** The UTC calendar day of a moment, as YYYY-MM-DD (the statistics' day key). */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10)

const dayMs = 86_400_000

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs))

/** The Monday that starts the (UTC, ISO) week of a day. */
export function weekStart(day: string) {
	const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
	return addDays(day, -((weekday + 6) % 7))
}
