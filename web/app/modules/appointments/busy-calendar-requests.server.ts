import { z } from 'zod'
import { translator } from '#app/i18n/catalogue.server.ts'
import { addBusyCalendar, listBusyCalendars, removeBusyCalendar, syncOwnBusyCalendar, type BusyCalendarStatus } from './busy-calendars.server.ts'
import { maxAddressLength, type AddressProblem } from './calendar-address.ts'
import { isReadErrorCode, type ReadErrorCode } from './calendar-read-error.ts'

const id = (what: string) => z.coerce.number({ error: `${what} must be the id of one of your calendars` }).int(`${what} must be the id of one of your calendars`).positive(`${what} must be the id of one of your calendars`).max(2_147_483_647, `${what} must be the id of one of your calendars`)

/** One change at a time, or none to read the list: POST /api/user/busy-calendars and the dashboard's forms. */
export const busyCalendarsRequest = z
	.strictObject(
		{
			add: z.string({ error: 'add must be a calendar address (text)' }).trim().min(1, 'add must be a calendar address').max(maxAddressLength, `add must be at most ${maxAddressLength} characters`).optional(),
			remove: id('remove').optional(),
			sync: id('sync').optional(),
		},
		{ error: 'Send a JSON object: {} for your calendars, or one of {"add": address}, {"remove": id}, {"sync": id}' },
	)
	.refine((input) => [input.add, input.remove, input.sync].filter((value) => value !== undefined).length <= 1, { error: 'Send one of add, remove or sync at a time' })

export type BusyCalendarsRequest = z.infer<typeof busyCalendarsRequest>

export type BusyCalendarsAnswer = { status: 200; data: BusyCalendarStatus[]; done: string | null } | { status: 400 | 404; message: string }

const errorKeys: Record<ReadErrorCode, string> = {
	'not-allowed': 'booking.busyCalendars.error.not-allowed',
	'not-found': 'booking.busyCalendars.error.not-found',
	forbidden: 'booking.busyCalendars.error.forbidden',
	unreachable: 'booking.busyCalendars.error.unreachable',
	timeout: 'booking.busyCalendars.error.timeout',
	'too-many-redirects': 'booking.busyCalendars.error.too-many-redirects',
	'too-large': 'booking.busyCalendars.error.too-large',
	truncated: 'booking.busyCalendars.error.truncated',
	empty: 'booking.busyCalendars.error.empty',
	'not-ics': 'booking.busyCalendars.error.not-ics',
	'too-many-events': 'booking.busyCalendars.error.too-many-events',
	'unreadable-address': 'booking.busyCalendars.error.unreadable-address',
}

const problemKeys: Record<AddressProblem | 'limit' | 'duplicate', string> = {
	'not-an-address': 'booking.busyCalendars.problem.not-an-address',
	scheme: 'booking.busyCalendars.problem.scheme',
	credentials: 'booking.busyCalendars.problem.credentials',
	limit: 'booking.busyCalendars.problem.limit',
	duplicate: 'booking.busyCalendars.problem.duplicate',
}

/** The words of a read error, for the status, the API's 400 and the mail (in the dashboard's English unless told). */
export const readErrorWords = (code: string, locale: 'en' | 'es' = 'en') => translator(locale)(errorKeys[isReadErrorCode(code) ? code : 'unreachable'])

/**
 * What the dietitian asked for, done: an address is read before it is kept, and one that is not
 * allowed or not a calendar we can read is a 400 that says why, with nothing kept.
 */
export async function answerBusyCalendars(userId: number, input: BusyCalendarsRequest): Promise<BusyCalendarsAnswer> {
	const t = translator('en')
	let done: string | null = null
	if (input.add !== undefined) {
		const outcome = await addBusyCalendar(userId, input.add)
		if (!outcome.ok) {
			const problem = outcome.problem
			const message = isReadErrorCode(problem) ? `${t('booking.busyCalendars.problem.unreadable')}: ${readErrorWords(problem)}` : t(problemKeys[problem])
			return { status: 400, message }
		}
		done = t('booking.busyCalendars.added', { count: outcome.calendar.busy_count })
	} else if (input.remove !== undefined) {
		if (!(await removeBusyCalendar(userId, input.remove))) return { status: 404, message: t('booking.busyCalendars.notFound') }
		done = t('booking.busyCalendars.removed')
	} else if (input.sync !== undefined) {
		const status = await syncOwnBusyCalendar(userId, input.sync)
		if (!status) return { status: 404, message: t('booking.busyCalendars.notFound') }
		done = status.last_error ? t('booking.busyCalendars.lastError', { error: readErrorWords(status.last_error) }) : t('booking.busyCalendars.synced')
	}
	return { status: 200, data: await listBusyCalendars(userId), done }
}
