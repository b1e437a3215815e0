import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { nearbyWithOpenings, refreshListing } from '#app/modules/directory/listings.server.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

const week = {
	kinds: [{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] }],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 24,
	horizonDays: 30,
}

async function withOpenings() {
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	return dietitian
}

test('the dietitians offered instead of one who did not answer are accepting, with availability confirmed', async () => {
	setClock('2026-11-30T14:00:00Z')
	const db = await getDb()
	const [unanswered, good, notAccepting, unconfirmed] = [await withOpenings(), await withOpenings(), await withOpenings(), await withOpenings()]
	await db.update(profiles).set({ acceptingNewClients: false }).where(eq(profiles.userId, notAccepting.id))
	// Confirmed 50 days ago: past the 45 days after which a listing says "Availability not confirmed".
	await db.update(profiles).set({ acceptingConfirmedAt: new Date('2026-10-11T14:00:00Z') }).where(eq(profiles.userId, unconfirmed.id))
	for (const id of [notAccepting.id, unconfirmed.id]) await refreshListing(db, id)
	const offered = (await nearbyWithOpenings(unanswered.id, { inPerson: true, insurance: null }, 100)).map((row) => row.userId)
	expect(offered).toContain(good.id)
	expect(offered).not.toContain(unanswered.id)
	expect(offered).not.toContain(notAccepting.id)
	expect(offered).not.toContain(unconfirmed.id)
})
