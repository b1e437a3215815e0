import { data } from 'react-router'
import { z } from 'zod'
import { intlLocale } from '#app/i18n/locale.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { readActionLink } from '#app/modules/mail/action-links.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { requestInstant } from '#app/modules/validation/request-dates.ts'
import { linkPurposes } from './appointment-answers.server.ts'
import { appointmentTime } from './appointment-time.ts'
import { minutesToWait } from './booking.server.ts'
import { problemText } from './booking-page.server.ts'
import { answerText } from './link-pages.server.ts'
import type { Opening } from './openings.ts'
import { formatText, kindText } from './profile-openings.server.ts'
import { loadMove, refusedStatus, requestMove, type MoveProblem } from './visit-moves.server.ts'

/**
 * The "Change the time" page (/appointments/reschedule?t=…): the visit, and
 * the dietitian's openings of its kind grouped by day, each a submit button
 * of one plain form (no JavaScript needed). POST /api/appointments/reschedule
 * calls the same requestMove.
 */

export type MoveDay = { day: string; times: { start: string; time: string }[] }

function moveProblemText(t: Translate, problem: MoveProblem): string {
	switch (problem) {
		case 'invalid':
		case 'used':
		case 'expired':
			return answerText(t, problem)
		case 'gone':
			return t('booking.move.gone')
		case 'pending':
			return t('booking.move.waiting')
		case 'same-time':
			return t('booking.move.sameTime')
		case 'no-booking':
			return t('booking.move.noBooking')
	}
}

/** Openings by day, written on the server in the office's zone (the browser needs no Intl zone data). */
function byDay(t: Translate, openings: Opening[], timeZone: string): MoveDay[] {
	const tag = intlLocale(t.locale)
	const dayOf = new Intl.DateTimeFormat(tag, { timeZone, weekday: 'long', month: 'long', day: 'numeric' })
	const days: MoveDay[] = []
	for (const opening of openings) {
		const day = dayOf.format(opening.start)
		const time = appointmentTime(opening.start, timeZone, t.locale).short.split(/,\s*/).pop()!
		const last = days.at(-1)
		const entry = { start: isoInZone(timeZone, opening.start), time }
		if (last?.day === day) last.times.push(entry)
		else days.push({ day, times: [entry] })
	}
	return days
}

export async function loadMovePage(request: Request) {
	const t = requestTranslator(request)
	const page = await loadMove(new URL(request.url).searchParams.get('t'))
	const a = page.appointment
	const lines = a ? [`${kindText(t, a.kind)}, ${formatText(t, a.format).toLowerCase()}`, t('booking.move.now', { when: appointmentTime(a.startsAt.getTime(), a.timeZone, t.locale).long })] : []
	if (!page.ok) return { lines, days: [] as MoveDay[], problem: moveProblemText(t, page.problem) }
	return { lines, days: byDay(t, page.openings, page.timeZone), problem: null }
}

const startField = z.object({ start: requestInstant('start') })

/** A picked opening: the request to move, and what happened in the page's language (the status an API client would get). */
export async function submitMovePage(request: Request, clientIp: string) {
	const t = requestTranslator(request)
	const form = await readForm(request)
	const token = new URL(request.url).searchParams.get('t')
	// A link that is not one is refused as such, whatever the form holds.
	const link = await readActionLink(token, linkPurposes.reschedule)
	if (!link.ok) return data({ done: null, problem: moveProblemText(t, link.reason) }, { status: refusedStatus[link.reason] })
	const parsed = startField.safeParse({ start: form.get('start') ?? undefined })
	if (!parsed.success) return data({ done: null, problem: t('booking.problem.chooseOpening') }, { status: 400 })
	const outcome = await requestMove(token, parsed.data.start, clientIp)
	switch (outcome.status) {
		case 'requested': {
			const { timeZone } = outcome.appointment
			const when = appointmentTime(parsed.data.start, timeZone, t.locale).long
			return { done: t('booking.move.done', { from: appointmentTime(outcome.from, timeZone, t.locale).long, when }), problem: null }
		}
		case 'rate-limited':
			return data({ done: null, problem: t('booking.move.tooMany', { minutes: minutesToWait(outcome.retryAfter) }) }, { status: 429, headers: { 'retry-after': String(outcome.retryAfter) } })
		case 'refused':
			return data({ done: null, problem: moveProblemText(t, outcome.problem) }, { status: refusedStatus[outcome.problem] })
		case 'invalid':
			return data({ done: null, problem: problemText(t, outcome.problem, { availability: outcome.limits }) }, { status: 400 })
		case 'taken':
			return data({ done: null, problem: t('booking.problem.taken') }, { status: 409 })
	}
}

