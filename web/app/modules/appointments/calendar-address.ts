/**
 * A calendar address a dietitian pastes (issue 45 point 2): Google's secret iCal address, Outlook's
 * published calendar, iCloud's public one, any http(s) or webcal .ics address. webcal:// is the
 * subscribe form of https://. Credentials in the address are refused: they would be kept and sent
 * along with every read, and a calendar that needs them is not a published one.
 */
export type AddressProblem = 'not-an-address' | 'scheme' | 'credentials'

export const maxAddressLength = 2048

export function calendarAddress(raw: string): { url: URL } | { problem: AddressProblem } {
	const trimmed = raw.trim()
	if (trimmed.length === 0 || trimmed.length > maxAddressLength) return { problem: 'not-an-address' }
	let url: URL
	try {
		url = new URL(trimmed.replace(/^webcals?:\/\//i, 'https://'))
	} catch {
		return { problem: 'not-an-address' }
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'scheme' }
	if (url.username || url.password) return { problem: 'credentials' }
	if (!url.hostname) return { problem: 'not-an-address' }
	url.hash = ''
	return { url }
}

/** "host:port" as CALENDAR_FETCH_ALLOWED_HOSTS lists it (the scheme's port when the address names none). */
export const hostAndPort = (url: URL) => `${url.hostname.replace(/^\[|\]$/g, '')}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`
