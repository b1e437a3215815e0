import type { AppointmentMail } from './appointment-mail-kinds.ts'
import type { ClosedVisit } from './appointment-mails.server.ts'
import type { JobHandlers, Sweep } from '#app/modules/jobs/job-registry.server.ts'

const appointmentMails = () => import('./appointment-mails.server.ts')
const appointmentSweeps = () => import('./appointment-sweeps.server.ts')
const busyCalendarSweep = () => import('./busy-calendar-sweep.server.ts')

declare module '#app/modules/jobs/job-registry.server.ts' {
	interface JobPayloads {
		'appointment-mail': { appointmentId: number; mail: AppointmentMail }
		/** A visit of an account being deleted: its row is gone when the mail goes, so the job carries what the mail says. */
		'appointment-closure-mail': { visit: ClosedVisit }
		/** Visits cancelled by their visitor's erasure (issue 48): their details go once the cancellation mails went. */
		'appointment-erase-visitor': { ids: number[] }
		/** A busy calendar that failed to read for 24 hours: its dietitian is told once. */
		'busy-calendar-failing-mail': { calendarId: number }
	}
}

export const handlers = {
	'appointment-mail': async ({ appointmentId, mail }) => (await appointmentMails()).sendAppointmentMail(appointmentId, mail),
	'appointment-closure-mail': async ({ visit }) => (await appointmentMails()).sendClosureMail(visit),
	'appointment-erase-visitor': async ({ ids }) => (await import('./visitor-erasure.server.ts')).eraseCancelledVisitors(ids),
	'busy-calendar-failing-mail': async ({ calendarId }) => (await busyCalendarSweep()).sendFailureMail(calendarId),
} satisfies JobHandlers

// Docs/decisions/090: each reads an indexed deadline column and changes a row only from the state it found.
export const sweeps: Record<string, Sweep> = {
	'appointment-holds': { everyMs: 30_000, run: async (at) => (await appointmentSweeps()).expireHolds(at) },
	'appointment-replies': { everyMs: 60_000, run: async (at) => (await appointmentSweeps()).releaseUnanswered(at) },
	'appointment-next-openings': { everyMs: 60_000, run: async (at) => (await appointmentSweeps()).recheckNextOpenings(at) },
	'appointment-health-erasure': { everyMs: 60 * 60_000, run: async (at) => (await appointmentSweeps()).eraseHealthData(at) },
	'appointment-deletion': { everyMs: 60 * 60_000, run: async (at) => (await appointmentSweeps()).deleteOldAppointments(at) },
	// Issue 45 point 2: each calendar is due 15 minutes after its last try; a minute's tick spreads the reads out.
	'busy-calendars': { everyMs: 60_000, run: async (at) => (await busyCalendarSweep()).syncDueCalendars(at) },
}
