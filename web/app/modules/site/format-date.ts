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
