import crypto from 'node:crypto'
import { getEnv } from '#app/modules/config/env.server.ts'

/**
 * A busy calendar's address is a secret (whoever has Google's "secret address" reads the whole
 * calendar): kept sealed with AES-256-GCM under a key derived from SESSION_SECRET, so a copy of
 * the database alone does not give the addresses away. Outside production the secret is made per
 * process: after a restart the address no longer opens, and the status says to add it again.
 */
const keyOf = () => Buffer.from(crypto.hkdfSync('sha256', getEnv().SESSION_SECRET, Buffer.alloc(0), 'busy-calendar-address', 32))

export function sealAddress(address: string): string {
	const iv = crypto.randomBytes(12)
	const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(), iv)
	const sealed = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()])
	return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The address, or null when it does not open under this server's secret. */
export function openAddress(sealed: string): string | null {
	const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
	if (!iv || !tag || !data) return null
	try {
		const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(), iv)
		decipher.setAuthTag(tag)
		return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
	} catch {
		return null
	}
}
