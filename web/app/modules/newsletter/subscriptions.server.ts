import crypto from 'node:crypto'
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { subscribers } from '#db/schema/newsletter.ts'
import { localeFromPath, localizePath, type Locale } from '#app/i18n/locale.ts'
import { checkCode, codeIssuedAt, deleteCode, issueCode } from '#app/modules/accounts/verification-codes.server.ts'
import { signToken, verifyToken } from '#app/modules/auth/tokens.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { newsletterCodeMail, newsletterWelcomeMail } from '#app/modules/mail/templates.server.ts'

/** At most one code mail a minute per address. */
export const codeResendIntervalMs = 60_000

/**
 * Step 1 of subscribing: a 6-digit code to the address. The mail goes out from
 * the job queue, so the answer is quick and the same for every address.
 */
export async function requestSubscription(email: string, locale: Locale = 'en') {
	await enqueueJob('newsletter-code', { email, locale })
}

/** The job behind step 1, in the language of the page the form was on. A failed mail takes its code back and throws, so the retry sends a fresh one. */
export async function sendSubscriptionCode(email: string, locale: Locale = 'en') {
	const issued = await codeIssuedAt(email, 'newsletter')
	if (issued && Date.now() - issued.getTime() < codeResendIntervalMs) return
	const code = await issueCode(email, 'newsletter')
	try {
		await sendMail(newsletterCodeMail({ to: email, code, locale }))
	} catch (error) {
		await deleteCode(email, 'newsletter')
		throw error
	}
}

export type ConfirmResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' }

/**
 * Step 2: the code proves the address; it becomes (or stays) a subscriber.
 * Confirming an address that is subscribed already is a quiet success; two
 * confirmations at the same moment make one row and one welcome mail.
 */
export async function confirmSubscription(email: string, code: string, sourcePage: string | null): Promise<ConfirmResult> {
	const check = await checkCode(email, 'newsletter', code, { consume: true })
	if (!check.ok) return check
	const db = await getDb()
	const now = new Date()
	const changed = await db
		.insert(subscribers)
		.values({ email, sourcePage, confirmedAt: now })
		.onConflictDoUpdate({
			target: subscribers.email,
			set: { unsubscribedAt: null, confirmedAt: now, sourcePage, updatedAt: now },
			// Only a comeback changes the row; an active subscriber stays as is.
			setWhere: isNotNull(subscribers.unsubscribedAt),
		})
		.returning({ id: subscribers.id })
	if (changed[0]) await enqueueJob('newsletter-welcome', { subscriberId: changed[0].id })
	return { ok: true }
}

/** The one-click unsubscribe link of every newsletter mail (RFC 8058). */
export async function unsubscribeLink(subscriberId: number, email: string, locale: Locale = 'en') {
	const token = await signToken('newsletter-unsubscribe', { userId: subscriberId, email })
	const url = new URL(localizePath('/newsletter/unsubscribe', locale), getEnv().SITE_URL)
	url.searchParams.set('t', token)
	return url.toString()
}

/**
 * The mailbox token of the mailto: unsubscribe: the subscriber's id and 96 bits of an HMAC over it and the address.
 * Short, because it rides in the address's local part (64 characters at most), and lower case, as some servers fold it.
 */
function mailboxToken(subscriberId: number, email: string) {
	const mac = crypto.createHmac('sha256', getEnv().JWT_SECRET).update(`newsletter-unsubscribe:${subscriberId}:${email.toLowerCase()}`).digest('hex').slice(0, 24)
	return `${subscriberId}-${mac}`
}

/** The mailto: unsubscribe of every newsletter mail: unsubscribe+<token>@…, which Postmark's inbound stream hands to the webhook. */
export function unsubscribeMailto(subscriberId: number, email: string) {
	const env = getEnv()
	const address = env.MAIL_UNSUBSCRIBE_ADDRESS ?? `unsubscribe@${(/@([^>\s]+)/.exec(env.MAIL_FROM)?.[1] ?? 'americandietitian.example').toLowerCase()}`
	const [local, domain] = address.split('@')
	return `mailto:${local}+${mailboxToken(subscriberId, email)}@${domain}?subject=unsubscribe`
}

/** A mail to the mailto: unsubscribe: its token (Postmark's MailboxHash) names the subscriber. Unknown or forged tokens change nothing. */
export async function unsubscribeByMailboxToken(token: string): Promise<'unsubscribed' | 'already' | 'invalid'> {
	const match = /^(\d{1,10})-[0-9a-f]{24}$/.exec(token.trim().toLowerCase())
	if (!match) return 'invalid'
	const db = await getDb()
	const [row] = await db.select().from(subscribers).where(eq(subscribers.id, Number(match[1])))
	if (!row) return 'invalid'
	const expected = Buffer.from(mailboxToken(row.id, row.email))
	const given = Buffer.from(token.trim().toLowerCase())
	if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid'
	if (row.unsubscribedAt) return 'already'
	await db.update(subscribers).set({ unsubscribedAt: new Date(), updatedAt: new Date() }).where(and(eq(subscribers.id, row.id), isNull(subscribers.unsubscribedAt)))
	return 'unsubscribed'
}

/** A spam complaint or Postmark's unsubscribe: the address leaves the newsletter. True when it was subscribed. */
export async function unsubscribeAddress(email: string) {
	const db = await getDb()
	const done = await db
		.update(subscribers)
		.set({ unsubscribedAt: new Date(), updatedAt: new Date() })
		.where(and(eq(sql`lower(${subscribers.email})`, email.trim().toLowerCase()), isNull(subscribers.unsubscribedAt)))
		.returning({ id: subscribers.id })
	return done.length > 0
}

/** The job that welcomes a new subscriber, with the unsubscribe link and headers, in the language of the page they subscribed on. */
export async function sendWelcome(subscriberId: number) {
	const db = await getDb()
	const [row] = await db.select().from(subscribers).where(and(eq(subscribers.id, subscriberId), isNull(subscribers.unsubscribedAt)))
	if (!row) return
	const locale = localeFromPath(row.sourcePage ?? '/')
	await sendMail(
		newsletterWelcomeMail({ to: row.email, unsubscribeUrl: await unsubscribeLink(row.id, row.email, locale), unsubscribeMailto: unsubscribeMailto(row.id, row.email), locale }),
	)
}

export type UnsubscribeResult = { status: 'unsubscribed'; email: string } | { status: 'already'; email: string; since: Date } | { status: 'invalid' }

/** What an unsubscribe link would do, changing nothing: the page it opens says it is done when it is. */
export async function unsubscribeLinkState(token: unknown): Promise<{ status: 'subscribed'; email: string } | { status: 'already'; email: string; since: Date } | { status: 'invalid' }> {
	const claims = await verifyToken('newsletter-unsubscribe', token)
	if (!claims?.email) return { status: 'invalid' }
	const db = await getDb()
	const [row] = await db.select().from(subscribers).where(and(eq(subscribers.id, claims.userId), eq(subscribers.email, claims.email)))
	if (!row) return { status: 'invalid' }
	return row.unsubscribedAt ? { status: 'already', email: row.email, since: row.unsubscribedAt } : { status: 'subscribed', email: row.email }
}

/** Works once: the second use of a link says when the address left. */
export async function unsubscribe(token: unknown): Promise<UnsubscribeResult> {
	const claims = await verifyToken('newsletter-unsubscribe', token)
	if (!claims?.email) return { status: 'invalid' }
	const db = await getDb()
	const where = and(eq(subscribers.id, claims.userId), eq(subscribers.email, claims.email))
	const [done] = await db
		.update(subscribers)
		.set({ unsubscribedAt: new Date(), updatedAt: new Date() })
		.where(and(where, isNull(subscribers.unsubscribedAt)))
		.returning({ email: subscribers.email })
	if (done) return { status: 'unsubscribed', email: done.email }
	const [row] = await db.select().from(subscribers).where(where)
	if (!row?.unsubscribedAt) return { status: 'invalid' }
	return { status: 'already', email: row.email, since: row.unsubscribedAt }
}

/** Subscribers who get the newsletter, and everyone who ever confirmed. */
export async function subscriberCounts() {
	const db = await getDb()
	const [row] = await db
		.select({
			active: count(sql`case when ${subscribers.unsubscribedAt} is null then 1 end`),
			total: count(),
		})
		.from(subscribers)
	return { active: row?.active ?? 0, total: row?.total ?? 0 }
}
