import crypto from 'node:crypto'
import { z } from 'zod'

/**
 * The signed, expiring links of Strapi's preview button (cms/src/articles/preview-url.ts
 * makes them with the same PREVIEW_SECRET): `payload.signature`, both base64url,
 * payload {k: 'article' | 'ai-article', d: documentId, e: expiry in epoch seconds}.
 */
const payloadSchema = z.object({ k: z.enum(['article', 'ai-article']), d: z.string().regex(/^[a-z0-9]{10,40}$/), e: z.number().int().positive() })

export type PreviewTarget = { kind: 'article' | 'ai-article'; documentId: string; expiresAt: Date }

export function verifyPreviewToken(token: string | null, secret: string | undefined, now = Date.now()): PreviewTarget | null {
	if (!token || !secret || token.length > 500) return null
	const [payload, signature, extra] = token.split('.')
	if (!payload || !signature || extra !== undefined) return null
	const expected = crypto.createHmac('sha256', secret).update(payload).digest()
	const given = Buffer.from(signature, 'base64url')
	if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
	let parsed: z.infer<typeof payloadSchema>
	try {
		parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
	} catch {
		return null
	}
	if (parsed.e * 1000 <= now) return null
	return { kind: parsed.k, documentId: parsed.d, expiresAt: new Date(parsed.e * 1000) }
}
