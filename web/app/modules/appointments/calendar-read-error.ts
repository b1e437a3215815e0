/**
 * Why a calendar could not be read, as the status and the API say it in plain words (the catalogue's
 * booking.busyCalendars.error.<code>). Each is the dietitian's to act on: a wrong or unpublished
 * address, a file that is not a calendar, or one too big to keep up with.
 */
export const readErrorCodes = [
	'not-allowed',
	'not-found',
	'forbidden',
	'unreachable',
	'timeout',
	'too-many-redirects',
	'too-large',
	'truncated',
	'empty',
	'not-ics',
	'too-many-events',
	'unreadable-address',
] as const

export type ReadErrorCode = (typeof readErrorCodes)[number]

export class CalendarReadError extends Error {
	readonly code: ReadErrorCode
	constructor(code: ReadErrorCode) {
		super(`calendar read failed: ${code}`)
		this.code = code
	}
}

export const isReadErrorCode = (value: string | null): value is ReadErrorCode => (readErrorCodes as readonly string[]).includes(value ?? '')
