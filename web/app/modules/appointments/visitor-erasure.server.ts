import { eq, inArray } from 'drizzle-orm'
import { appointments } from '#db/schema/appointments.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, type JobTx } from '#app/modules/jobs/job-queue.server.ts'
import { cancelForVisitorErasure } from './appointment-answers.server.ts'
import { erasedHealthData } from './health-data.ts'

/** A visitor's details as they are once erased: the row keeps its times, kind and status for the statistics. */
const erasedVisitor = { ...erasedHealthData, visitorName: '', visitorEmail: '', visitorEmailKey: '', insurance: '' }

/** How long a cancelled visit keeps its visitor's address after an erasure: its cancellation mails go first. */
export const eraseAfterCancelMs = 60 * 60_000

/** What erasing an address would touch: its appointment requests and visits, and how many of them are still to come. */
export async function visitorAppointmentCounts(key: string, at: Date) {
	const db = await getDb()
	const rows = await db.select({ status: appointments.status, startsAt: appointments.startsAt }).from(appointments).where(eq(appointments.visitorEmailKey, key))
	return { appointments: rows.length, toCancel: rows.filter((row) => (row.status === 'requested' || row.status === 'confirmed') && row.startsAt > at).length }
}

/**
 * Issue 48 point 5, in the erasing transaction: each request or visit still to come is cancelled (the
 * dietitian told, the time freed), and its details erased an hour later, once the cancellation mails went;
 * everything else from the address loses its name, address, phone, reason and insurance now. Returns how
 * many rows were touched and how many visits cancelled.
 */
export async function eraseVisitorAppointments(tx: JobTx, key: string, at: Date) {
	const rows = await tx.select().from(appointments).where(eq(appointments.visitorEmailKey, key)).for('update')
	const toCancel = rows.filter((row) => (row.status === 'requested' || row.status === 'confirmed') && row.startsAt > at && row.replacesId === null)
	const cancelled: number[] = []
	for (const row of toCancel) {
		const outcome = await cancelForVisitorErasure(tx, row)
		if (outcome.ok) cancelled.push(row.id)
	}
	const erasedNow = rows.filter((row) => !cancelled.includes(row.id))
	if (erasedNow.length) await tx.update(appointments).set(erasedVisitor).where(inArray(appointments.id, erasedNow.map((row) => row.id)))
	// A hold waiting for this address's confirmation ends now: nobody is left to confirm it.
	const holds = erasedNow.filter((row) => row.status === 'held').map((row) => row.id)
	if (holds.length) await tx.update(appointments).set({ status: 'expired', closedAt: at }).where(inArray(appointments.id, holds))
	if (cancelled.length) await enqueueJob('appointment-erase-visitor', { ids: cancelled }, { tx, runAt: new Date(at.getTime() + eraseAfterCancelMs) })
	return { appointments: rows.length, cancelled: cancelled.length }
}

/** The delayed half: the cancelled visits' visitor details go, unless the rows went already. */
export async function eraseCancelledVisitors(ids: number[]) {
	const db = await getDb()
	await db.update(appointments).set(erasedVisitor).where(inArray(appointments.id, ids))
}
