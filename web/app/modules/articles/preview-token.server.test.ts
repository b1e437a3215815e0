import { describe, expect, test } from 'vitest'
// The CMS signs the links; the web checks them: both sides of the same contract.
import { previewLifetimeSeconds, signPreviewToken } from '../../../../cms/src/articles/preview-url.ts'
import { verifyPreviewToken } from './preview-token.server.ts'

const secret = 'a-preview-secret-of-32-characters-or-more'
const documentId = 'j2ngpoagnxy2vfj46p2pwqem'

describe('draft preview links', () => {
	test("the CMS's signed link names the draft until it expires", () => {
		const now = Date.UTC(2026, 10, 22, 12)
		const token = signPreviewToken(secret, 'ai-article', documentId, now)
		expect(verifyPreviewToken(token, secret, now + 1000)).toEqual({ kind: 'ai-article', documentId, expiresAt: new Date(now + previewLifetimeSeconds * 1000) })
		expect(verifyPreviewToken(token, secret, now + previewLifetimeSeconds * 1000)).toBeNull()
	})

	test('a changed payload, another secret, no secret or garbage is refused', () => {
		const now = Date.now()
		const token = signPreviewToken(secret, 'article', documentId, now)
		const [payload, signature] = token.split('.')
		const forged = Buffer.from(JSON.stringify({ k: 'article', d: 'anotherdocument00000000', e: Math.floor(now / 1000) + 60 })).toString('base64url')
		expect(verifyPreviewToken(`${forged}.${signature}`, secret, now)).toBeNull()
		expect(verifyPreviewToken(`${payload}.${signature}x`, secret, now)).toBeNull()
		expect(verifyPreviewToken(token, `${secret}-other`, now)).toBeNull()
		expect(verifyPreviewToken(token, undefined, now)).toBeNull()
		for (const junk of [null, '', 'a.b', 'a.b.c', '.'.repeat(600)]) expect(verifyPreviewToken(junk, secret, now)).toBeNull()
	})
})
