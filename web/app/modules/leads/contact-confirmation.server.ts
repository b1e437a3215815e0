import { eq, sql } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { businessDeadline } from '#app/modules/clock/business-days.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { consumeActionLink, readActionLink, type ActionLinkProblem } from '#app/modules/mail/action-links.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { profileCapWait, waitWords } from './contact-requests.server.ts'

/** The purpose of the link that confirms a visitor's address (modules/mail/action-links.server.ts). */
export const confirmLinkPurpose = 'contact-email'

/** Business days a dietitian has to answer a confirmed request (issue 30). */
export const replyBusinessDays = 2

export type ConfirmProblem = ActionLinkProblem | 'not-found' | 'busy'
export type ConfirmOutcome = { ok: true; dietitianName: string } | { ok: false; problem: ConfirmProblem; message: string; retryAfter?: number }

export const confirmMessages: Record<Exclude<ConfirmProblem, 'busy'>, string> = {
	invalid: 'This link is not valid. Use the link in the newest e-mail about your message.',
	used: 'This link has already been used: your message was sent.',
	expired: 'This link has expired, and the message was not sent. Please write again from the dietitian’s profile.',
	'not-found': 'This message is no longer waiting: it was not confirmed in time, or the dietitian is no longer listed. Please write again from the directory.',
}

/** What the confirm page shows before the click: to whom the message goes (never what it says), or why the link cannot be used. */
export async function readConfirmLink(token: unknown): Promise<{ dietitianName: string | null; problem: string | null; reason: Exclude<ConfirmProblem, 'busy'> | null }> {
	const check = await readActionLink(token, confirmLinkPurpose)
	if (!check.ok) return { dietitianName: null, problem: confirmMessages[check.reason], reason: check.reason }
	const db = await getDb()
	const [row] = await db.select({ profileUserId: contactRequests.profileUserId }).from(contactRequests).where(eq(contactRequests.id, check.subjectId))
	const target = row ? await getContactTarget(row.profileUserId) : null
	if (!target) return { dietitianName: null, problem: confirmMessages['not-found'], reason: 'not-found' }
	return { dietitianName: target.name, problem: null, reason: null }
}

class Refused extends Error {
	readonly outcome: Extract<ConfirmOutcome, { ok: false }>
	constructor(outcome: Extract<ConfirmOutcome, { ok: false }>) {
		super('refused')
		this.outcome = outcome
	}
}

/**
 * The visitor's click: the request is sent. In one transaction with the link,
 * so a refused confirmation (the profile's hourly cap) leaves the link usable.
 * The reply deadline is two business days in the office's zone from now.
 */
export async function confirmContactRequest(token: unknown): Promise<ConfirmOutcome> {
	// Read before the transaction: on PGlite a query outside it would wait for it.
	const check = await readActionLink(token, confirmLinkPurpose)
	if (!check.ok) return { ok: false, problem: check.reason, message: confirmMessages[check.reason] }
	const db = await getDb()
	const [held] = await db.select({ profileUserId: contactRequests.profileUserId }).from(contactRequests).where(eq(contactRequests.id, check.subjectId))
	const target = held ? await getContactTarget(held.profileUserId) : null
	if (!held || !target || target.status !== 'listed') return { ok: false, problem: 'not-found', message: confirmMessages['not-found'] }
	try {
		await withJobs(async (tx) => {
			const link = await consumeActionLink(token, confirmLinkPurpose, tx)
			if (!link.ok) throw new Refused({ ok: false, problem: link.reason, message: confirmMessages[link.reason] })
			const [row] = await tx.select().from(contactRequests).where(eq(contactRequests.id, link.subjectId)).for('update')
			if (!row) throw new Refused({ ok: false, problem: 'not-found', message: confirmMessages['not-found'] })
			// The cap counts confirmed requests, one confirmation at a time per profile.
			await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact-profile:${row.profileUserId}`}, 0))`)
			const wait = await profileCapWait(tx, row.profileUserId)
			if (wait > 0) throw new Refused({ ok: false, problem: 'busy', retryAfter: wait, message: `${target.name} has received many messages in the last hour. Please come back to this link in ${waitWords(wait)}: it works until it expires.` })
			const at = now()
			await tx
				.update(contactRequests)
				.set({ confirmedAt: at, replyDueAt: new Date(businessDeadline(at.getTime(), replyBusinessDays, target.timeZone)) })
				.where(eq(contactRequests.id, row.id))
			// In the transaction: the mails exist exactly when the confirmation does.
			await enqueueJob('contact-request-mail', { requestId: row.id }, { tx })
			await enqueueJob('contact-request-copy', { requestId: row.id }, { tx })
		})
		return { ok: true, dietitianName: target.name }
	} catch (error) {
		if (error instanceof Refused) return error.outcome
		throw error
	}
}
