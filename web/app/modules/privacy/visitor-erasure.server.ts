import { checkCode, codeIssuedAt, deleteCode, issueCode } from '#app/modules/accounts/verification-codes.server.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { eraseVisitorAppointments, visitorAppointmentCounts } from '#app/modules/appointments/visitor-erasure.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { deleteVisitorContactRequests, visitorContactRequestCount } from '#app/modules/leads/visitor-erasure.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { erasureCodeMail } from '#app/modules/mail/templates.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'

/** At most one erasure code a minute per address. */
export const erasureCodeIntervalMs = 60_000

/**
 * Step 1 of "Erase what I sent" (issue 48 point 5): a code to the address, from the job queue, so the page
 * answers at once and the same whether or not the address sent anything.
 */
export async function requestErasureCode(email: string, locale: Locale) {
	await enqueueJob('privacy-erasure-code', { email, locale })
}

/** The job: a code only to an address that sent something (nobody else is mailed), once a minute at most. */
export async function sendErasureCode(email: string, locale: Locale) {
	const key = emailKey(email)
	const [requests, visits] = await Promise.all([visitorContactRequestCount(key), visitorAppointmentCounts(key, now())])
	if (requests === 0 && visits.appointments === 0) return
	const issued = await codeIssuedAt(key, 'erase-visitor')
	if (issued && now().getTime() - issued.getTime() < erasureCodeIntervalMs) return
	const code = await issueCode(key, 'erase-visitor')
	try {
		await sendMail(erasureCodeMail({ to: email, code, locale }))
	} catch (error) {
		await deleteCode(key, 'erase-visitor')
		throw error
	}
}

export type ErasureOutcome = { ok: true; contactRequests: number; appointments: number; cancelled: number } | { ok: false; reason: 'invalid' | 'expired' | 'locked' }

/**
 * Step 2: the mailed code proves the address, once. Everything it sent goes in one transaction: its contact
 * requests, and its appointments' details (a visit still to come is cancelled first, the dietitian told).
 */
export async function eraseVisitorData(email: string, code: string, at = now()): Promise<ErasureOutcome> {
	const key = emailKey(email)
	const check = await checkCode(key, 'erase-visitor', code, { consume: true })
	if (!check.ok) return check
	return withJobs(async (tx) => {
		const contactRequests = await deleteVisitorContactRequests(tx, key)
		const visits = await eraseVisitorAppointments(tx, key, at)
		return { ok: true as const, contactRequests, appointments: visits.appointments, cancelled: visits.cancelled }
	})
}
