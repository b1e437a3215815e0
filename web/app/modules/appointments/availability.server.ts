import { eq } from 'drizzle-orm'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import type { AvailabilityInput } from './availability-form.ts'

/** The dietitian's availability as saved (null before the first save). */
export async function ownAvailability(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.userId, userId))
	if (!row) return null
	return { kinds: row.kinds, windows: row.windows, timeOff: row.timeOff, noticeHours: row.noticeHours, horizonDays: row.horizonDays, outsideHoursNote: row.outsideHoursNote, nextOpening: row.nextOpeningLocal }
}

/** Saves the availability; the next opening and the listing follow in the same transaction. */
export async function saveAvailability(userId: number, input: AvailabilityInput) {
	const db = await getDb()
	await db.transaction(async (tx) => {
		const values = { kinds: input.kinds, windows: input.windows, timeOff: input.timeOff, noticeHours: input.noticeHours, horizonDays: input.horizonDays, outsideHoursNote: input.outsideHoursNote, updatedAt: new Date() }
		await tx.insert(appointmentSettings).values({ userId, ...values }).onConflictDoUpdate({ target: appointmentSettings.userId, set: values })
		await refreshListing(tx, userId)
	})
	return ownAvailability(userId)
}
