import crypto from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { actionLinks } from '#db/schema/action-links.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/**
 * Every action a mail offers is a link of this kind: signed (forging one needs
 * the server's secret), single-use and expiring (a row), and it works without
 * signing in. The link opens a page that says what will happen and asks for one
 * click (a POST): mail scanners fetch links, and a GET must never act.
 */
export type ActionLinkPurpose = string

export type ActionLinkProblem = 'invalid' | 'used' | 'expired'
export type ActionLinkCheck = { ok: true; id: number; subjectId: number; expiresAt: Date } | { ok: false; reason: ActionLinkProblem }

const tokenPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const signature = (purpose: ActionLinkPurpose, id: number) =>
	crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`action-link\0${purpose}\0${id}`).digest('base64url')

type Db = Awaited<ReturnType<typeof getDb>> | Tx

/**
 * Issues one link per purpose for `subjectId`, sharing a batch (using one uses
 * them all); returns each link's full address: `path?t=<token>` on SITE_URL.
 */
export async function issueActionLinks<P extends ActionLinkPurpose>(
	subjectId: number,
	links: { purpose: P; path: string }[],
	lifetimeMs: number,
	db?: Db,
): Promise<Record<P, string>> {
	const handle = db ?? (await getDb())
	const batch = crypto.randomUUID()
	const expiresAt = new Date(now().getTime() + lifetimeMs)
	const rows = await handle
		.insert(actionLinks)
		.values(links.map((link) => ({ purpose: link.purpose, subjectId, batch, expiresAt, createdAt: now() })))
		.returning({ id: actionLinks.id, purpose: actionLinks.purpose })
	const urls = {} as Record<P, string>
	links.forEach((link, index) => {
		urls[link.purpose] = actionLinkAddress(rows[index]!.id, link.purpose, link.path)
	})
	return urls
}

/** The full address of a link issued before: a reminder mails the very link its first mail carried. */
export function actionLinkAddress(id: number, purpose: ActionLinkPurpose, path: string) {
	const url = new URL(path, getEnv().SITE_URL)
	url.searchParams.set('t', `${id}.${signature(purpose, id)}`)
	return url.toString()
}

/**
 * The link's id when the token is well formed and signed for this purpose; no database read. A link
 * that acts more than once within its own rules (a review edited with the link that wrote it) reads this.
 */
export function signedId(token: unknown, purpose: ActionLinkPurpose): number | null {
	if (typeof token !== 'string') return null
	const match = tokenPattern.exec(token)
	if (!match) return null
	const id = Number(match[1])
	const expected = Buffer.from(signature(purpose, id))
	const given = Buffer.from(match[2]!)
	return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null
}

/** What a link would do, without using it: the page a mail link opens reads this. */
export async function readActionLink(token: unknown, purpose: ActionLinkPurpose, db?: Db): Promise<ActionLinkCheck> {
	const id = signedId(token, purpose)
	if (id === null) return { ok: false, reason: 'invalid' }
	const handle = db ?? (await getDb())
	const [row] = await handle.select().from(actionLinks).where(and(eq(actionLinks.id, id), eq(actionLinks.purpose, purpose)))
	if (!row) return { ok: false, reason: 'invalid' }
	if (row.usedAt) return { ok: false, reason: 'used' }
	if (row.expiresAt.getTime() <= now().getTime()) return { ok: false, reason: 'expired' }
	return { ok: true, id: row.id, subjectId: row.subjectId, expiresAt: row.expiresAt }
}

/**
 * Uses the link (and the others of its batch) once: of two clicks at the same
 * moment, one gets `ok`. Call it inside the transaction of the action it
 * allows, so a failed action leaves the link usable.
 */
export async function consumeActionLink(token: unknown, purpose: ActionLinkPurpose, db?: Db): Promise<ActionLinkCheck> {
	const id = signedId(token, purpose)
	if (id === null) return { ok: false, reason: 'invalid' }
	const handle = db ?? (await getDb())
	const at = now()
	const [used] = await handle
		.update(actionLinks)
		.set({ usedAt: at })
		.where(and(eq(actionLinks.id, id), eq(actionLinks.purpose, purpose), isNull(actionLinks.usedAt), gt(actionLinks.expiresAt, at)))
		.returning()
	if (!used) return readActionLink(token, purpose, handle)
	await handle
		.update(actionLinks)
		.set({ usedAt: at })
		.where(and(eq(actionLinks.batch, used.batch), isNull(actionLinks.usedAt)))
	return { ok: true, id: used.id, subjectId: used.subjectId, expiresAt: used.expiresAt }
}

/** Ends every unused link about a subject (an appointment cancelled another way, say). */
export async function revokeActionLinks(purposes: ActionLinkPurpose[], subjectId: number, db?: Db) {
	const handle = db ?? (await getDb())
	for (const purpose of purposes) {
		await handle
			.update(actionLinks)
			.set({ usedAt: now() })
			.where(and(eq(actionLinks.purpose, purpose), eq(actionLinks.subjectId, subjectId), isNull(actionLinks.usedAt)))
	}
}
