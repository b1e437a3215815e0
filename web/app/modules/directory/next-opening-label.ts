// The card's "Next opening: …" (issue 29). Pure: the server renders it and the browser hydrates the same text.
import type { Locale } from '#app/i18n/locale.ts'
import { formatWeekdayMonthDay } from '#app/modules/site/format-date.ts'

/** The date part of a wall time with its offset ("2026-12-01T09:00:00-05:00" → "2026-12-01"): the office's date. */
const officeDate = (local: string) => local.slice(0, 10)

/** The office's date at an instant, read with the offset of the office's opening (a card knows no zone, only that offset). */
function officeDateAt(instant: string, local: string) {
	const offset = /([+-])(\d{2}):(\d{2})$/.exec(local)
	const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0
	return new Date(new Date(instant).getTime() + minutes * 60_000).toISOString().slice(0, 10)
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** When a card's next opening is, in the office's calendar: today, tomorrow, or a date (YYYY-MM-DD). `now`: the server's clock as an ISO instant. */
export function nextOpeningWhen(local: string, now?: string): 'today' | 'tomorrow' | { date: string } {
	const day = officeDate(local)
	if (now) {
		const today = officeDateAt(now, local)
		if (day === today) return 'today'
		if (day === dayAfter(today)) return 'tomorrow'
	}
	return { date: day }
}

/** "Tue, Dec 1" / "mar, 1 de dic": a calendar date (YYYY-MM-DD) as a card writes it. */
export function openingDate(date: string, locale: Locale): string {
	return formatWeekdayMonthDay(new Date(`${date}T12:00:00Z`), locale)
}

/** The English words: "Today", "Tomorrow", else "Tue, Dec 1" (without `now`, always the date). */
export function nextOpeningDay(local: string, now?: string): string {
	const when = nextOpeningWhen(local, now)
	if (when === 'today') return 'Today'
	if (when === 'tomorrow') return 'Tomorrow'
	return openingDate(when.date, 'en')
}
