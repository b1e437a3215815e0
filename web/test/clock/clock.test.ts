import { describe, expect, test } from 'vitest'
import { advanceClock, clockIsReal, now, resetClock, setClock } from '#app/modules/clock/clock.server.ts'
import { drainJobs, enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { addSweepForTest } from '#app/modules/jobs/job-registry.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as clockAction } from '#app/routes/dev/clock.ts'
import { callRoute } from '../form-client.ts'

const local = { peer: { address: '127.0.0.1', forwarded: false } }

describe('the clock', () => {
	test('starts each file at real time, stops when set and moves when advanced', () => {
		expect(clockIsReal()).toBe(true)
		expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000)
		setClock('2026-03-08T06:59:00Z')
		advanceClock(60_000)
		expect(now().toISOString()).toBe('2026-03-08T07:00:00.000Z')
		resetClock()
		advanceClock(3_600_000)
		expect(now().getTime() - Date.now()).toBeGreaterThan(3_599_000)
		resetClock()
	})

	test('decides when a job put off until later is due', async () => {
		setClock('2026-12-01T15:00:00Z')
		await enqueueJob('newsletter-code', { email: 'later@example.com' }, { runAt: new Date('2026-12-02T15:00:00Z') })
		expect(await drainJobs()).toBe(0)
		advanceClock(24 * 3_600_000)
		expect(await drainJobs()).toBe(1)
		expect((await listOutbox('later@example.com')).map((mail) => mail.subject)).toHaveLength(1)
	})

	test('runDueWork runs every sweep at the clock’s time, then the jobs', async () => {
		const seen: string[] = []
		const remove = addSweepForTest('test-sweep', { everyMs: 60_000, run: async (at) => (seen.push(at.toISOString()), 2) })
		try {
			setClock('2026-12-01T15:00:00Z')
			expect(await runDueWork()).toBe(2)
			expect(seen).toEqual(['2026-12-01T15:00:00.000Z'])
		} finally {
			remove()
		}
	})

	test('moves on a test server through /dev/clock, and only there', async () => {
		const move = (body: unknown, options = local) =>
			callRoute(clockAction, '/dev/clock', JSON.stringify(body), { ...options, contentType: 'application/json' })
		expect((await move({ at: '2027-01-15T12:00:00-05:00' })).data).toMatchObject({ now: '2027-01-15T17:00:00.000Z' })
		expect((await move({ advanceMs: 60_000 })).data).toMatchObject({ now: '2027-01-15T17:01:00.000Z' })
		expect((await move({ at: 'tomorrow' })).status).toBe(400)
		expect((await move({ reset: true }, { peer: { address: '203.0.113.5', forwarded: false } })).status).toBe(404)
		expect((await move({ reset: true })).status).toBe(200)
		expect(clockIsReal()).toBe(true)
	})
})
