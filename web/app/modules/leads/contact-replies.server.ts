import { and, eq, gte, inArray, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { contactRequests } from '#db/schema/leads.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { refreshReplyGroup } from '#app/modules/directory/listings.server.ts'

export type ReplyAnswer = { kind: 'site'; message: string } | { kind: 'elsewhere' }
export type ReplyOutcome = { ok: true } | { ok: false; problem: 'not-found' | 'already-replied'; message: string }

export const replyMessages = {
	'not-found': 'There is no such request among yours.',
	'already-replied': 'This request is already marked as answered.',
} as const

/**
 * The dietitian answers one of their own confirmed requests: from the site (the
 * visitor gets the text by mail, Reply-To the dietitian) or "replied by phone
 * or e-mail". Recorded once: a second answer changes nothing. Another
 * dietitian's request, or one still held, is not found.
 */
export async function replyToContactRequest(profileUserId: number, id: number, answer: ReplyAnswer): Promise<ReplyOutcome> {
	const db = await getDb()
	const at = now()
	const mine = and(eq(contactRequests.id, id), eq(contactRequests.profileUserId, profileUserId), isNotNull(contactRequests.confirmedAt))
	const replied = await withJobs(async (tx) => {
		const [row] = await tx
			.update(contactRequests)
			.set({ repliedAt: at, replyKind: answer.kind, replyMessage: answer.kind === 'site' ? answer.message : null, readAt: sql`coalesce(${contactRequests.readAt}, ${at.toISOString()}::timestamptz)` })
			.where(and(mine, isNull(contactRequests.repliedAt)))
			.returning({ id: contactRequests.id })
		if (row && answer.kind === 'site') await enqueueJob('contact-reply-mail', { requestId: row.id }, { tx })
		// The listing's place among its neighbours follows its replies (issue 30 point 5).
		if (row) await refreshReplyGroup(tx, profileUserId)
		return Boolean(row)
	})
	if (replied) return { ok: true }
	const [exists] = await db.select({ id: contactRequests.id }).from(contactRequests).where(mine)
	const problem = exists ? 'already-replied' : 'not-found'
	return { ok: false, problem, message: replyMessages[problem] }
}

/** The window and the least number of requests behind a profile's reply figures. */
export const replyFigureWindowDays = 90
export const replyFigureMinimum = 3

/** `requests`: confirmed in the window; `counted`: those answered or past their deadline, which the median and the share are of. */
export type ReplyFigures = { requests: number; counted: number; medianHours: number; medianWords: string; medianAnswered: boolean; inTimeShare: number }

/** The median reply time in plain words: "Usually replies within a day"… */
export function replyTimeWords(hours: number): string {
	if (hours <= 1) return 'Usually replies within an hour'
	if (hours <= 4) return 'Usually replies within a few hours'
	if (hours <= 24) return 'Usually replies within a day'
	if (hours <= 48) return 'Usually replies within two days'
	if (hours <= 7 * 24) return `Usually replies within ${Math.ceil(hours / 24)} days`
	return 'Usually replies in more than a week'
}

const unansweredWords = 'Often does not reply within two business days'

/**
 * A profile's replies over the last 90 days, from its confirmed requests:
 * the median time to a reply and the share answered by the deadline. A
 * request still within its deadline and unanswered is not counted yet; one
 * past it counts as not in time, and in the median with the time it has
 * waited so far (a lower bound: the honest figure for "no reply"). Null with
 * fewer than 3 requests: no invented numbers.
 */
export async function replyFigures(profileUserId: number, at = now()): Promise<ReplyFigures | null> {
	return (await replyFiguresOf([profileUserId], at)).get(profileUserId) ?? null
}

type FigureRow = { confirmedAt: Date | null; replyDueAt: Date | null; repliedAt: Date | null }

/** The figures of several profiles in one indexed query (a page of search cards). Profiles without figures are absent. */
export async function replyFiguresOf(profileUserIds: number[], at = now()): Promise<Map<number, ReplyFigures>> {
	const figures = new Map<number, ReplyFigures>()
	if (profileUserIds.length === 0) return figures
	const db = await getDb()
	const since = new Date(at.getTime() - replyFigureWindowDays * 86_400_000)
	const rows = await db
		.select({ profileUserId: contactRequests.profileUserId, confirmedAt: contactRequests.confirmedAt, replyDueAt: contactRequests.replyDueAt, repliedAt: contactRequests.repliedAt })
		.from(contactRequests)
		.where(and(inArray(contactRequests.profileUserId, profileUserIds), isNotNull(contactRequests.confirmedAt), gte(contactRequests.confirmedAt, since)))
	const byProfile = Map.groupBy(rows, (row) => row.profileUserId)
	for (const [id, own] of byProfile) {
		const computed = figuresFrom(own, at)
		if (computed) figures.set(id, computed)
	}
	return figures
}

function figuresFrom(rows: FigureRow[], at: Date): ReplyFigures | null {
	if (rows.length < replyFigureMinimum) return null
	const settled = rows.filter((row) => row.repliedAt || (row.replyDueAt && row.replyDueAt <= at))
	if (settled.length === 0) return null
	const waits = settled.map((row) => ({ hours: ((row.repliedAt ?? at).getTime() - row.confirmedAt!.getTime()) / 3_600_000, answered: Boolean(row.repliedAt) })).sort((a, b) => a.hours - b.hours)
	const middle = Math.floor(waits.length / 2)
	const median = waits.length % 2 ? waits[middle]!.hours : (waits[middle - 1]!.hours + waits[middle]!.hours) / 2
	const inTime = settled.filter((row) => row.repliedAt && row.replyDueAt && row.repliedAt <= row.replyDueAt).length
	const medianHours = Math.round(median * 10) / 10
	return {
		requests: rows.length,
		counted: settled.length,
		medianHours,
		// When the middle request was never answered, a time would flatter: say so instead.
		medianWords: waits[middle]!.answered ? replyTimeWords(medianHours) : unansweredWords,
		medianAnswered: waits[middle]!.answered,
		inTimeShare: Math.round((inTime / settled.length) * 100) / 100,
	}
}

/** What the API's cards carry (issue 30 point 7): null until there are figures. */
export const replyFields = (figures: ReplyFigures | undefined | null) => ({ reply_median_hours: figures?.medianHours ?? null, replied_in_time_share: figures?.inTimeShare ?? null })

/**
 * Issue 30 point 5: a dietitian who answered under half of at least 5 counted
 * requests in time ranks after responsive listings of the same group. For the
 * search's read model (issue 30 point 8), which keeps it as a column.
 */
export const answersSlowly = (figures: ReplyFigures | null) => figures !== null && figures.counted >= 5 && figures.inTimeShare < 0.5

/**
 * Accounts with a confirmed contact request past its reply deadline and still unanswered, at `at`
 * (issue 30 point 6: the admin's count and filter). `userId`: the accounts' id column.
 */
export function hasOverdueRequests(userId: SQLWrapper, at: Date): SQL {
	const r = contactRequests
	return sql`exists (select 1 from ${r} where ${r.profileUserId} = ${userId} and ${r.confirmedAt} is not null and ${r.repliedAt} is null and ${r.replyDueAt} <= ${at.toISOString()}::timestamptz)`
}

