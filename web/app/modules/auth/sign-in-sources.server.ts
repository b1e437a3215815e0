import crypto from 'node:crypto'
import { gt, inArray, sql } from 'drizzle-orm'
import { signInSources } from '#db/schema/auth.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { appCookie } from '#app/modules/request/app-cookie.server.ts'

/**
 * Known sign-in sources (see docs/decisions/008-sign-in-limits-and-known-sources.md): an account
 * remembers the browsers (a device cookie) and client addresses that signed in
 * with its password. Failed attempts from those do not count toward the
 * account's own limit, so strangers guessing from elsewhere cannot lock the
 * owner out; they still meet the per-address limit.
 */
const rememberMs = 90 * 24 * 60 * 60_000

export type SignInSource = { ip: string; deviceId: string | null }

const deviceCookie = () => appCookie('en_device', { maxAge: 365 * 24 * 60 * 60 })

export async function readDeviceId(request: Request): Promise<string | null> {
	const value = await deviceCookie().parse(request.headers.get('cookie'))
	return typeof value === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : null
}

export const newDeviceId = () => crypto.randomBytes(18).toString('base64url')

export const deviceCookieHeader = (deviceId: string) => deviceCookie().serialize(deviceId)

// Keyed hashes: the table reveals neither addresses nor e-mails.
function sourceKeys(email: string, source: SignInSource) {
	const key = (kind: string, value: string) =>
		crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`${email.trim().toLowerCase()}\n${kind}\n${value}`).digest('hex')
	const keys = [key('ip', source.ip)]
	if (source.deviceId) keys.push(key('device', source.deviceId))
	return keys
}

export async function isKnownSignInSource(email: string, source: SignInSource): Promise<boolean> {
	const db = await getDb()
	const rows = await db
		.select({ key: signInSources.keyHash })
		.from(signInSources)
		.where(sql`${inArray(signInSources.keyHash, sourceKeys(email, source))} and ${gt(signInSources.lastSeenAt, new Date(Date.now() - rememberMs))}`)
		.limit(1)
	return rows.length > 0
}

/** After a right password: this browser and this address are now known for the account. */
export async function rememberSignInSource(email: string, source: SignInSource) {
	const db = await getDb()
	const now = new Date()
	await db
		.insert(signInSources)
		.values(sourceKeys(email, source).map((keyHash) => ({ keyHash, lastSeenAt: now })))
		.onConflictDoUpdate({ target: signInSources.keyHash, set: { lastSeenAt: now } })
}
