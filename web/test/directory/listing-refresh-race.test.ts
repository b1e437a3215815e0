import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { profiles } from '#db/schema/profiles.ts'
import { suspendAccount } from '#app/modules/accounts/account-status.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { action as changeSummary } from '#app/routes/api/user.change-summary.ts'
import { callApi } from '../api-client.ts'
import { whileHeldOpen } from '../db/held-transaction.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

// Issue 33: two writes of one account that lock different rows refresh its listing at the same
// moment (a dietitian saves the profile while a plan change, a suspension or a sweep refreshes the
// same listing): the first holds its transaction open until the second waits on it (whileHeldOpen).

const summary = 'I help busy families eat well with simple plans that fit their week, and I answer within a day.'

async function listedDietitianWithToken() {
	const dietitian = await dietitianWithProfile()
	const db = await getDb()
	await db.update(profiles).set({ step1SavedAt: new Date() }).where(eq(profiles.userId, dietitian.id))
	const [user] = await db.select().from(users).where(eq(users.id, dietitian.id))
	const { token } = await issueApiSession(user!)
	return { id: dietitian.id, auth: { authorization: `Bearer ${token}` } }
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
