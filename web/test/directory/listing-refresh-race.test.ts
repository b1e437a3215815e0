import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { profiles } from '#db/schema/profiles.ts'
import { suspendAccount } from '#app/modules/accounts/account-status.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb, getDbHandle } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { action as changeSummary } from '#app/routes/api/user.change-summary.ts'
import { callApi } from '../api-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

// Issue 33: two writes of one account that lock different rows refresh its listing at the same
// moment (a dietitian saves the profile while a plan change, a suspension or a sweep refreshes the
// same listing). On PostgreSQL the second one's statements really wait for the first one's
// transaction: each test holds the first transaction open until the second is seen waiting on a
// lock, then lets it commit. PGlite runs one transaction at a time on its one connection (the
// second waits for the whole first one), so there the two run one after the other.

const summary = 'I help busy families eat well with simple plans that fit their week, and I answer within a day.'

async function listedDietitianWithToken() {
	const dietitian = await dietitianWithProfile()
	const db = await getDb()
	await db.update(profiles).set({ step1SavedAt: new Date() }).where(eq(profiles.userId, dietitian.id))
	const [user] = await db.select().from(users).where(eq(users.id, dietitian.id))
	const { token } = await issueApiSession(user!)
	return { id: dietitian.id, auth: { authorization: `Bearer ${token}` } }
}

/** Backends of this test's database waiting for a lock another transaction holds. */
async function waitingOnALock() {
	const db = await getDb()
	const result = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] }
	return result.rows[0]!.n
}

/**
 * Runs `first` inside a transaction that stays open until `second` (started once
 * `first` has run) waits on one of its locks; then commits it. Returns `second`'s result.
 */
async function whileHeldOpen<T>(first: (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]) => Promise<void>, second: () => Promise<T>): Promise<T> {
	const db = await getDb()
	if ((await getDbHandle()).kind !== 'postgres') {
		await db.transaction(first)
		return second()
	}
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	let ran!: () => void
	const firstRan = new Promise<void>((resolve) => (ran = resolve))
	const holding = db.transaction(async (tx) => {
		await first(tx)
		ran()
		await released
	})
	await firstRan
	const answer = second()
	await expect.poll(waitingOnALock, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0)
	release()
	await holding
	return answer
}

test('a dietitian saving the profile while another write refreshes the listing gets their save, not a 500', async () => {
	const dietitian = await listedDietitianWithToken()
	// The other write (here a refresh as a plan change or a sweep makes it) holds the listing's new row, uncommitted.
	const saved = await whileHeldOpen(
		(tx) => refreshListing(tx, dietitian.id),
		() => callApi(changeSummary, '/api/user/change-summary', { summary }, { headers: dietitian.auth }),
	)
	expect(saved.status).toBe(200)
	const db = await getDb()
	const listing = await db.select({ summaryPreview: directoryListings.summaryPreview }).from(directoryListings).where(eq(directoryListings.userId, dietitian.id))
	expect(listing).toEqual([{ summaryPreview: summary }])
})

test('a dietitian suspended while their profile save is in flight is not listed afterwards', async () => {
	const dietitian = await listedDietitianWithToken()
	const db = await getDb()
	// The save's transaction: the profile changed and the listing refreshed (still listed), not committed yet.
	await whileHeldOpen(
		async (tx) => {
			await tx.update(profiles).set({ summary }).where(eq(profiles.userId, dietitian.id))
			await refreshListing(tx, dietitian.id)
		},
		() => db.transaction((tx) => suspendAccount(tx, dietitian.id)),
	)
	expect(await db.select().from(directoryListings).where(eq(directoryListings.userId, dietitian.id))).toEqual([])
})
