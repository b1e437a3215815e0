const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Spec §9: 'MMM DD, YYYY', e.g. 'Jan 05, 2024' (UTC, so server and browser agree). */
export function formatArticleDate(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	const day = String(date.getUTCDate()).padStart(2, '0')
	return `${months[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`
}
