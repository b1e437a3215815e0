// Issue 30 point 5: a dietitian who answered under half of at least 5 requests of the last 90 days in
// time ranks after responsive neighbours of the same band; the read model keeps it by the writes and
// by the hourly sweep as time passes, and the drift check covers it.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { directoryListings } from '#db/schema/directory.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { advanceClock, now, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings, refreshReplyGroups } from '#app/modules/directory/listings.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { searchDietitians } from '#app/modules/directory/search.server.ts'
import { confirmAvailability } from '#app/modules/profiles/availability.server.ts'
import { replyToContactRequest } from '#app/modules/leads/contact-replies.server.ts'
import { noticeOverdue } from '#app/modules/leads/contact-sweeps.server.ts'
import { add } from './profile-fixture.ts'

const hour = 3_600_000
const day = 24 * hour
let slow = 0
let quick = 0

/** Confirmed requests to a dietitian, due in 2 days. */
async function requests(profileUserId: number, count: number) {
	const at = now()
	const rows = await (await getDb())
		.insert(contactRequests)
		.values(Array.from({ length: count }, (_, i) => ({ profileUserId, name: `Visitor ${i}`, email: `visitor.${profileUserId}.${i}@example.com`, emailKey: `visitor.${profileUserId}.${i}@example.com`, message: 'Do you see clients with diabetes?', confirmedAt: at, replyDueAt: new Date(at.getTime() + 2 * day) })))
		.returning({ id: contactRequests.id })
	return rows.map((row) => row.id)
}

const slowFlag = async (userId: number) => (await (await getDb()).select({ slow: directoryListings.slowReplies }).from(directoryListings).where(eq(directoryListings.userId, userId)))[0]?.slow

const order = async (today: Date) => {
	const outcome = await searchDietitians(searchQuerySchema.parse({ searchZipCode: '30303', radius: 5, searchCount: 50 }), { today })
	if (outcome.status !== 'ok') throw new Error(outcome.status)
	return outcome.data.map((card) => card.first_name).filter((name) => name === 'Slow' || name === 'Quick')
}

beforeAll(async () => {
	setClock(new Date('2026-12-01T15:00:00Z'))
	slow = await add({ name: 'Slow', zip: '30303', north: 1 })
	quick = await add({ name: 'Quick', zip: '30303', north: 1.2 })
	// Slow answers 2 of 6 in time; Quick answers all 5.
	const slowIds = await requests(slow, 6)
	const quickIds = await requests(quick, 5)
	advanceClock(hour)
	for (const id of slowIds.slice(0, 2)) expect(await replyToContactRequest(slow, id, { kind: 'elsewhere' })).toEqual({ ok: true })
	for (const id of quickIds) expect(await replyToContactRequest(quick, id, { kind: 'elsewhere' })).toEqual({ ok: true })
	// Before the deadline the unanswered four are not settled: nobody is slow yet.
	expect(await slowFlag(slow)).toBe(false)
	advanceClock(3 * day)
	// The overdue sweep marks the four (and refreshes the listing in the same transaction).
	expect(await noticeOverdue(now())).toBe(4)
})

describe('replies in the search order', () => {
	test('a dietitian who answered 2 of 6 in time is slow; one who answered 5 of 5 is not', async () => {
		expect(await slowFlag(slow)).toBe(true)
		expect(await slowFlag(quick)).toBe(false)
	})

	test('in the same band, the slow dietitian comes after the responsive one on every day of the rotation', async () => {
		for (let i = 0; i < 14; i++) expect(await order(new Date(Date.UTC(2026, 11, 1 + i, 12)))).toEqual(['Quick', 'Slow'])
	})

	test('90 days later the requests leave the window: the drift check sees it, the hourly sweep corrects it, the rotation is fair again', async () => {
		// Both keep their listings confirmed meanwhile (90 days without would pause them).
		advanceClock(50 * day)
		for (const id of [slow, quick]) expect(await confirmAvailability(id, 'yes')).toBe(true)
		advanceClock(41 * day)
		const db = await getDb()
		expect(await rebuildListings(db, { dryRun: true })).toMatchObject({ changed: 1 })
		expect(await refreshReplyGroups(now())).toBe(1)
		expect(await slowFlag(slow)).toBe(false)
		expect(await rebuildListings(db, { dryRun: true })).toMatchObject({ added: 0, removed: 0, changed: 0 })
		const orders = new Set<string>()
		for (let i = 0; i < 14; i++) orders.add((await order(new Date(Date.UTC(2027, 2, 1 + i, 12)))).join(','))
		expect(orders).toEqual(new Set(['Quick,Slow', 'Slow,Quick']))
	})
})
