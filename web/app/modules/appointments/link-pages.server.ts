import { data } from 'react-router'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { answerMessages, appointmentOfLink, type AnswerOutcome, type LinkPurpose } from './appointment-answers.server.ts'
import { appointmentTime } from './appointment-time.ts'
import { formatLabels, kindLabels } from './visit-kinds.ts'

/** What a mail link's page shows before the click: the appointment in words, or why the link cannot be used. */
export async function loadLinkPage(request: Request, purposes: LinkPurpose[]) {
	const token = new URL(request.url).searchParams.get('t')
	const { check, appointment, purpose } = await appointmentOfLink(token, purposes)
	const lines = appointment
		? [
				`${kindLabels[appointment.kind]}, ${formatLabels[appointment.format].toLowerCase()}`,
				appointmentTime(appointment.startsAt.getTime(), appointment.timeZone).long,
				`Visitor: ${appointment.visitorName}`,
			]
		: []
	return { lines, purpose, problem: check.ok ? null : answerMessages[check.reason] }
}

/** The button's post: the token from the address, the answer, and a clear word on what happened. */
export async function answerLinkPage(request: Request, act: (token: string | null, form: FormData) => Promise<AnswerOutcome>, done: string) {
	const form = await readForm(request)
	const outcome = await act(new URL(request.url).searchParams.get('t'), form)
	if (outcome.ok) return { done, problem: null }
	return data({ done: null, problem: answerMessages[outcome.problem] }, { status: outcome.problem === 'invalid' ? 403 : 409 })
}
