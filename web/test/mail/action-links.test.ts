import { describe, expect, test } from 'vitest'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { consumeActionLink, issueActionLinks, readActionLink, revokeActionLinks } from '#app/modules/mail/action-links.server.ts'

const tokenOf = (url: string) => new URL(url).searchParams.get('t')

describe('links that act from a mail', () => {
	test('work once, and using one of a batch uses the others', async () => {
		setClock('2026-12-01T15:00:00Z')
		const links = await issueActionLinks(41, [
			{ purpose: 'test-confirm', path: '/appointments/confirm' },
			{ purpose: 'test-decline', path: '/appointments/decline' },
		], 60 * 60_000)
		expect(new URL(links['test-confirm']).pathname).toBe('/appointments/confirm')
		const confirm = tokenOf(links['test-confirm'])
		expect(await readActionLink(confirm, 'test-confirm')).toMatchObject({ ok: true, subjectId: 41 })
		// Reading does not use it.
		expect(await consumeActionLink(confirm, 'test-confirm')).toMatchObject({ ok: true, subjectId: 41 })
		expect(await consumeActionLink(confirm, 'test-confirm')).toEqual({ ok: false, reason: 'used' })
		expect(await consumeActionLink(tokenOf(links['test-decline']), 'test-decline')).toEqual({ ok: false, reason: 'used' })
	})

	test('expire by the clock', async () => {
		setClock('2026-12-01T15:00:00Z')
		const links = await issueActionLinks(7, [{ purpose: 'test-yes', path: '/x' }], 60_000)
		advanceClock(59_999)
		expect(await readActionLink(tokenOf(links['test-yes']), 'test-yes')).toMatchObject({ ok: true })
		advanceClock(1)
		expect(await consumeActionLink(tokenOf(links['test-yes']), 'test-yes')).toEqual({ ok: false, reason: 'expired' })
	})

	test('refuse a forged token, another purpose, and garbage', async () => {
		const links = await issueActionLinks(7, [{ purpose: 'test-yes', path: '/x' }], 60_000)
		const token = tokenOf(links['test-yes'])!
		const [id, sig] = token.split('.')
		expect(await consumeActionLink(`${Number(id) + 1}.${sig}`, 'test-yes')).toEqual({ ok: false, reason: 'invalid' })
		expect(await consumeActionLink(`${id}.${'A'.repeat(43)}`, 'test-yes')).toEqual({ ok: false, reason: 'invalid' })
		expect(await consumeActionLink(token, 'test-no')).toEqual({ ok: false, reason: 'invalid' })
		for (const junk of [null, 42, '', 'x'.repeat(5000), `${id}.${sig}.extra`]) {
			expect(await readActionLink(junk, 'test-yes')).toEqual({ ok: false, reason: 'invalid' })
		}
		expect(await readActionLink(token, 'test-yes')).toMatchObject({ ok: true })
	})

	test('two clicks at the same moment: one acts', async () => {
		const links = await issueActionLinks(9, [{ purpose: 'test-yes', path: '/x' }], 60_000)
		const token = tokenOf(links['test-yes'])
		const results = await Promise.all(Array.from({ length: 8 }, () => consumeActionLink(token, 'test-yes')))
		expect(results.filter((r) => r.ok)).toHaveLength(1)
	})

	test('can be revoked for a subject', async () => {
		const links = await issueActionLinks(12, [{ purpose: 'test-cancel', path: '/x' }], 60_000)
		await revokeActionLinks(['test-cancel'], 12)
		expect(await readActionLink(tokenOf(links['test-cancel']), 'test-cancel')).toEqual({ ok: false, reason: 'used' })
	})
})
