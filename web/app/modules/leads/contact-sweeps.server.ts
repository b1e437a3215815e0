import { and, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { refreshReplyGroup } from '#app/modules/directory/listings.server.ts'

const batch = 200

/** Holds whose visitor did not confirm their address in time are deleted, with what they typed. */
export async function deleteUnconfirmed(at: Date) {
	const db = await getDb()
	const due = db.select({ id: contactRequests.id }).from(contactRequests).where(and(isNull(contactRequests.confirmedAt), lte(contactRequests.confirmBy, at))).limit(batch)
	const deleted = await db
		.delete(contactRequests)
		.where(and(sql`${contactRequests.id} in (${due})`, isNull(contactRequests.confirmedAt)))
		.returning({ id: contactRequests.id })
	return deleted.length
}

/**
 * Requests whose two business days passed unanswered: the visitor is named
 * three other dietitians and the dietitian reminded (issue 30, "the promise"),
 * once: the row is marked from the state the sweep found it in.
 */
export async function noticeOverdue(at: Date) {
	const db = await getDb()
	const due = db
		.select({ id: contactRequests.id })
		.from(contactRequests)
		.where(and(isNull(contactRequests.repliedAt), isNull(contactRequests.overdueNoticeAt), isNotNull(contactRequests.confirmedAt), lte(contactRequests.replyDueAt, at)))
		.limit(batch)
	return withJobs(async (tx) => {
		const marked = await tx
			.update(contactRequests)
			.set({ overdueNoticeAt: at })
			.where(and(sql`${contactRequests.id} in (${due})`, isNull(contactRequests.repliedAt), isNull(contactRequests.overdueNoticeAt)))
			.returning({ id: contactRequests.id, profileUserId: contactRequests.profileUserId })
		for (const row of marked) await enqueueJob('contact-request-overdue', { requestId: row.id }, { tx })
		// A request past its deadline unanswered counts against its listing's place (issue 30 point 5).
		for (const profileUserId of new Set(marked.map((row) => row.profileUserId))) await refreshReplyGroup(tx, profileUserId)
		return marked.length
	})
}
