import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { mailSoftBounces, mailSuppressions, type SuppressionReason } from '#db/schema/mail.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'

/** Soft bounces within this window count toward suppression; the third suppresses. */
export const softBounceWindowMs = 7 * 86_400_000
export const softBouncesToSuppress = 3

export type Suppression = { email: string; reason: SuppressionReason; detail: string | null; since: Date }

const key = (email: string) => toOneLine(email).trim().toLowerCase()

/** The address's live suppression, or null when mail may go to it; read in a transaction when given one. */
export async function suppressionOf(email: string, reader?: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>): Promise<Suppression | null> {
	const db = reader ?? (await getDb())
	const [row] = await db
		.select({ email: mailSuppressions.email, reason: mailSuppressions.reason, detail: mailSuppressions.detail, since: mailSuppressions.since })
		.from(mailSuppressions)
		.where(and(eq(mailSuppressions.email, key(email)), isNull(mailSuppressions.liftedAt)))
	return row ?? null
}

/**
 * Puts an address on the list (or back on it after a lift). A complaint is not
 * softened by a later bounce: the first live reason stays.
 */
export async function suppress(email: string, reason: SuppressionReason, detail: string | null, at = now()) {
	const db = await getDb()
	await db
		.insert(mailSuppressions)
		.values({ email: key(email), reason, detail: detail ? toOneLine(detail).slice(0, 300) : null, since: at })
		.onConflictDoUpdate({
			target: mailSuppressions.email,
			set: { reason, detail: detail ? toOneLine(detail).slice(0, 300) : null, since: at, liftedAt: null, liftedBy: null },
			setWhere: sql`${mailSuppressions.liftedAt} is not null`,
		})
}

/** Where a lift writes: the database, or the admin action's transaction. */
type Writer = Pick<Awaited<ReturnType<typeof getDb>>, 'update' | 'delete'>

/** Takes an address off the list: by an admin (their id) or by Postmark's reactivation (null). True when it was on it. */
export async function liftSuppression(email: string, by: number | null, at = now(), writer?: Writer) {
	const db = writer ?? (await getDb())
	const lifted = await db
		.update(mailSuppressions)
		.set({ liftedAt: at, liftedBy: by })
		.where(and(eq(mailSuppressions.email, key(email)), isNull(mailSuppressions.liftedAt)))
		.returning({ email: mailSuppressions.email })
	if (lifted.length) await db.delete(mailSoftBounces).where(eq(mailSoftBounces.email, key(email)))
	return lifted.length > 0
}

/**
 * Records a soft bounce (once per Postmark bounce ID) and says whether the
 * address has now bounced softly `softBouncesToSuppress` times in the window.
 */
export async function recordSoftBounce(input: { email: string; bounceId: number; messageId: string | null; at: Date }) {
	const db = await getDb()
	const inserted = await db
		.insert(mailSoftBounces)
		.values({ email: key(input.email), bounceId: input.bounceId, messageId: input.messageId, bouncedAt: input.at })
		.onConflictDoNothing()
		.returning({ id: mailSoftBounces.id })
	const [row] = await db
		.select({ n: count() })
		.from(mailSoftBounces)
		.where(and(eq(mailSoftBounces.email, key(input.email)), gte(mailSoftBounces.bouncedAt, new Date(input.at.getTime() - softBounceWindowMs))))
	return { fresh: inserted.length > 0, inWindow: row?.n ?? 0 }
}

/** Forgets soft bounces older than the window (a sweep of the mail module). */
export async function deleteOldSoftBounces(at: Date) {
	const db = await getDb()
	const deleted = await db
		.delete(mailSoftBounces)
		.where(lt(mailSoftBounces.bouncedAt, new Date(at.getTime() - softBounceWindowMs)))
		.returning({ id: mailSoftBounces.id })
	return deleted.length
}
