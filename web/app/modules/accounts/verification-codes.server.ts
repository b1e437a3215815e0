import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { verifications } from '#db/schema/accounts.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'

export type VerificationType = (typeof verifications.$inferSelect)['type']

export const codeLifetimeMs = 15 * 60_000
export const maxCodeAttempts = 5

// A keyed hash: a leaked table does not reveal codes, and 10^6 codes cannot be
// brute-forced offline without the secret.
const hashCode = (code: string) => crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(code).digest('hex')

const normalise = (target: string) => target.trim().toLowerCase()

/**
 * A new 6-digit code for (target, type); it replaces any earlier one. The row
 * is new (new id), so a reset token issued for the earlier code dies with it.
 */
export async function issueCode(target: string, type: VerificationType): Promise<string> {
	const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
	await replaceRow(target, type, hashCode(code), codeLifetimeMs)
	return code
}

/**
 * A one-time marker without a code (a verification link names it by id): it
 * replaces any earlier marker of (target, type) and lives `lifetimeMs`.
 */
export async function issueMarker(target: string, type: VerificationType, lifetimeMs: number) {
	return replaceRow(target, type, hashCode(crypto.randomBytes(16).toString('hex')), lifetimeMs)
}

/**
 * The one row of (target, type), new: a new id, no attempts. One statement, so
 * two requests issuing at once (a double-clicked "send again") both succeed and
 * the later one's row is kept; a delete and an insert let the second insert
 * fail on the key (a 500, issue 33).
 */
async function replaceRow(target: string, type: VerificationType, codeHash: string, lifetimeMs: number) {
	const db = await getDb()
	const [row] = await db
		.insert(verifications)
		.values({ target: normalise(target), type, codeHash, expiresAt: new Date(Date.now() + lifetimeMs) })
		.onConflictDoUpdate({
			target: [verifications.target, verifications.type],
			// excluded.id is the id the insert drew for the new row.
			set: { id: sql`excluded.id`, codeHash: sql`excluded.code_hash`, attempts: 0, expiresAt: sql`excluded.expires_at`, createdAt: sql`excluded.created_at` },
		})
		.returning({ id: verifications.id })
	return row!
}

/** When the live code for (target, type) was issued, for resend throttling. */
export async function codeIssuedAt(target: string, type: VerificationType): Promise<Date | null> {
	const db = await getDb()
	const [row] = await db
		.select({ createdAt: verifications.createdAt })
		.from(verifications)
		.where(and(eq(verifications.target, normalise(target)), eq(verifications.type, type)))
	return row?.createdAt ?? null
}

export type CodeCheck = { ok: true; verificationId: number } | { ok: false; reason: 'invalid' | 'expired' | 'locked' }

/**
 * Checks a code. A wrong guess counts; the fifth wrong guess deletes the code.
 * With `consume`, a right code is used up.
 */
export async function checkCode(
	target: string,
	type: VerificationType,
	code: string,
	{ consume }: { consume: boolean },
): Promise<CodeCheck> {
	const db = await getDb()
	const where = and(eq(verifications.target, normalise(target)), eq(verifications.type, type))
	const [row] = await db.select().from(verifications).where(where)
	if (!row) return { ok: false, reason: 'invalid' }
	if (row.expiresAt.getTime() <= Date.now()) {
		await db.delete(verifications).where(eq(verifications.id, row.id))
		return { ok: false, reason: 'expired' }
	}
	const expected = Buffer.from(row.codeHash, 'hex')
	const given = Buffer.from(hashCode(code), 'hex')
	if (!crypto.timingSafeEqual(expected, given)) {
		const [updated] = await db
			.update(verifications)
			.set({ attempts: sql`${verifications.attempts} + 1` })
			.where(eq(verifications.id, row.id))
			.returning({ attempts: verifications.attempts })
		if ((updated?.attempts ?? maxCodeAttempts) >= maxCodeAttempts) {
			await db.delete(verifications).where(eq(verifications.id, row.id))
			return { ok: false, reason: 'locked' }
		}
		return { ok: false, reason: 'invalid' }
	}
	if (consume) await db.delete(verifications).where(eq(verifications.id, row.id))
	return { ok: true, verificationId: row.id }
}

/** Takes back the live code for (target, type), e.g. when its mail could not be sent. */
export async function deleteCode(target: string, type: VerificationType) {
	const db = await getDb()
	await db.delete(verifications).where(and(eq(verifications.target, normalise(target)), eq(verifications.type, type)))
}

/** Uses up the code or marker a token was issued for; false when it is gone (used, replaced, expired). */
export async function consumeVerification(verificationId: number, target: string, type: VerificationType) {
	const db = await getDb()
	const deleted = await db
		.delete(verifications)
		.where(
			and(
				eq(verifications.id, verificationId),
				eq(verifications.target, normalise(target)),
				eq(verifications.type, type),
				sql`${verifications.expiresAt} > now()`,
			),
		)
		.returning({ id: verifications.id })
	return deleted.length > 0
}
