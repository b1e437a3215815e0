import { data } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { appointmentOfLink, findAppointment, type AnswerOutcome, type AnswerProblem, type AppointmentRow, type LinkPurpose } from './appointment-answers.server.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime } from './appointment-time.ts'
import { formatText, kindText } from './profile-openings.server.ts'

/** Why a link cannot be used, in the page's language (answerMessages has the same in English for the dietitian's API). */
export function answerText(t: Translate, problem: AnswerProblem): string {
	switch (problem) {
		case 'invalid':
			return t('booking.answer.invalid')
		case 'used':
			return t('booking.answer.used')
		case 'expired':
			return t('booking.answer.expired')
		case 'not-found':
			return t('booking.answer.notFound')
		case 'not-held':
			return t('booking.answer.notHeld')
		case 'hold-expired':
			return t('booking.answer.holdExpired')
		case 'proposal-expired':
			return t('booking.answer.proposalExpired')
		case 'not-requested':
			return t('booking.answer.notRequested')
		case 'not-active':
			return t('booking.answer.notActive')
		case 'started':
			return t('booking.answer.started')
	}
}

/** What a mail link's page shows before the click: the appointment in words, or why the link cannot be used. */
export async function loadLinkPage(request: Request, purposes: LinkPurpose[]) {
	const t = requestTranslator(request)
	const token = new URL(request.url).searchParams.get('t')
	const { check, appointment, purpose } = await appointmentOfLink(token, purposes)
	const lines = appointment
		? [
				`${kindText(t, appointment.kind)}, ${formatText(t, appointment.format).toLowerCase()}`,
				appointmentTime(appointment.startsAt.getTime(), appointment.timeZone, t.locale).long,
				t('booking.linkPage.visitor', { name: appointment.visitorName }),
			]
		: []
	// A request to move a visit says which visit it moves: the dietitian answers for both times (issue 43.3).
	const original = appointment?.replacesId ? await findAppointment(appointment.replacesId) : null
	if (original) lines.push(t('booking.linkPage.moves', { from: appointmentTime(original.startsAt.getTime(), original.timeZone, t.locale).long }))
	return { lines, purpose, problem: check.ok ? null : answerText(t, check.reason) }
}

/** The button's post: the token from the address, the answer, and a clear word on what happened. */
export async function answerLinkPage(request: Request, act: (token: string | null, form: FormData) => Promise<AnswerOutcome>, done: string | ((appointment: AppointmentRow) => string)) {
	const t = requestTranslator(request)
	const form = await readForm(request)
	const outcome = await act(new URL(request.url).searchParams.get('t'), form)
	if (outcome.ok) return { done: typeof done === 'string' ? done : done(outcome.appointment), problem: null }
	return data({ done: null, problem: answerText(t, outcome.problem) }, { status: outcome.problem === 'invalid' ? 403 : 409 })
}

/** The page after the visitor confirmed their e-mail: the request is sent, and by when the dietitian answers. */
export function requestSentText(t: Translate, appointment: AppointmentRow): string {
	const due = deadlineWords(appointment.replyDueAt?.getTime() ?? appointment.startsAt.getTime(), appointment.startsAt.getTime(), appointment.timeZone, t.locale)
	return due.beforeVisit ? t('booking.confirmRequest.doneBeforeVisit', { time: due.time }) : t('booking.confirmRequest.done', { day: due.day, zone: due.zone })
}
