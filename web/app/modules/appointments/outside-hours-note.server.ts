import { eq } from 'drizzle-orm'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { windowsOutsideHours } from './office-hours-windows.ts'

/**
 * The dietitian's note for openings outside the office hours ("Video calls only"), which the
 * profile prints beside the hours; null when no window falls outside them (issue 42.1).
 */
export async function outsideHoursNoteOf(userId: number): Promise<string | null> {
	const db = await getDb()
	const [row] = await db
		.select({ note: appointmentSettings.outsideHoursNote, windows: appointmentSettings.windows, workingTime: profiles.workingTime })
		.from(appointmentSettings)
		.innerJoin(profiles, eq(profiles.userId, appointmentSettings.userId))
		.where(eq(appointmentSettings.userId, userId))
	if (!row?.note) return null
	return windowsOutsideHours(row.windows, row.workingTime).length > 0 ? row.note : null
}
