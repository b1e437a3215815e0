import { eq } from 'drizzle-orm'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { firstVisitFee, setFirstVisitFee } from '#app/modules/profiles/first-visit-fee.server.ts'
import type { AvailabilityInput } from './availability-form.ts'
import type { VisitKindSetting } from './visit-kinds.ts'

/** The dietitian's availability as saved (null before the first save). */
export async function ownAvailability(userId: number) {
	const db = await getDb()
	const [row] = await db.select().from(appointmentSettings).where(eq(appointmentSettings.userId, userId))
	if (!row) return null
	return { kinds: row.kinds, windows: row.windows, timeOff: row.timeOff, noticeHours: row.noticeHours, horizonDays: row.horizonDays, outsideHoursNote: row.outsideHoursNote, nextOpening: row.nextOpeningLocal }
}

/**
 * Saves the availability; the next opening and the listing follow in the same transaction. A first
 * visit's priceCents (only the API sends one now) becomes the profile's first-visit fee: the kinds
 * keep no price of their own (issue 42 point 2).
 */
export async function saveAvailability(userId: number, input: Omit<AvailabilityInput, 'kinds'> & { kinds: (VisitKindSetting & { priceCents?: number | null })[] }) {
	const db = await getDb()
	await db.transaction(async (tx) => {
		const kinds = input.kinds.map(({ kind, enabled, minutes, formats }) => ({ kind, enabled, minutes, formats }))
		const values = { kinds, windows: input.windows, timeOff: input.timeOff, noticeHours: input.noticeHours, horizonDays: input.horizonDays, outsideHoursNote: input.outsideHoursNote, updatedAt: new Date() }
		await tx.insert(appointmentSettings).values({ userId, ...values }).onConflictDoUpdate({ target: appointmentSettings.userId, set: values })
		const price = input.kinds.find((kind) => kind.kind === 'first')?.priceCents ?? null
		if (price !== null) await setFirstVisitFee(tx, userId, price)
		await refreshListing(tx, userId)
	})
	return ownAvailability(userId)
}

/**
 * The availability as POST /api/user/availability has always answered it: each kind with its
 * priceCents, the first visit's read from the profile's first-visit fee.
 */
export async function availabilityAnswer(userId: number) {
	const saved = await ownAvailability(userId)
	if (!saved) return null
	const fee = await firstVisitFee(await getDb(), userId)
	return { ...saved, kinds: saved.kinds.map((kind) => ({ ...kind, priceCents: kind.kind === 'intro' ? null : fee })) }
}
