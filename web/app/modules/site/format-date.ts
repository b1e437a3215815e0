const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A day as the site writes it everywhere (articles, billing, approvals, the
 * newsletter): spec §9's 'MMM DD, YYYY', e.g. 'Jan 05, 2024' (UTC, so server
 * and browser agree).
 */
export function formatDay(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	const day = String(date.getUTCDate()).padStart(2, '0')
	return `${months[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`
}

/** A day in the page's language: the spec's 'Jan 05, 2024' in English, '5 ene 2024' in Spanish (UTC, as above). */
export function formatDayIn(iso: string, locale: 'en' | 'es'): string {
	if (locale === 'en') return formatDay(iso)
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	return new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
}
