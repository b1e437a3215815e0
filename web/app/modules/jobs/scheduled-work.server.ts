import { now } from '#app/modules/clock/clock.server.ts'
import { drainJobs } from './job-queue.server.ts'

/**
 * Work that the passing of time makes due, not a request: a hold whose e-mail
 * was never confirmed expires, a reply deadline passes, a listing's "accepting"
 * grows old. A sweep asks the database what is due at `at` (the rows carry their
 * own deadlines, indexed), acts on it and returns how many things it handled.
 *
 * Sweeps are idempotent and safe side by side: each one changes a row only
 * from the state it found (`update … where state = … returning`), so two web
 * processes sweeping at once, or a test sweeping twice, do a thing once.
 */
export type Sweep = {
	/** How often the worker runs it; the due rows' own times decide what it does. */
	everyMs: number
	run: (at: Date) => Promise<number>
}

/**
 * Every sweep, by name. A module adds its own here, imported lazily like the
 * job handlers, so the worker does not load every module at start-up.
 */
const appointmentSweeps = () => import('#app/modules/appointments/appointment-sweeps.server.ts')
const contactSweeps = () => import('#app/modules/leads/contact-sweeps.server.ts')

export const sweeps: Record<string, Sweep> = {
	// Appointments (docs/decisions/090): each reads an indexed deadline column and changes a row only from the state it found.
	'appointment-holds': { everyMs: 30_000, run: async (at) => (await appointmentSweeps()).expireHolds(at) },
	'appointment-replies': { everyMs: 60_000, run: async (at) => (await appointmentSweeps()).releaseUnanswered(at) },
	'appointment-next-openings': { everyMs: 60_000, run: async (at) => (await appointmentSweeps()).recheckNextOpenings(at) },
	'appointment-deletion': { everyMs: 60 * 60_000, run: async (at) => (await appointmentSweeps()).deleteOldAppointments(at) },
	// Listings that stay true (issue 30): a confirmation that turned 45 or 90 days old changes the listing's
	// state in the read model; a "still accepting?" mail is due every 30 days. Hourly: a day's rule is late by at most an hour.
	'listing-availability': { everyMs: 60 * 60_000, run: async (at) => (await import('#app/modules/directory/listings.server.ts')).refreshAgedListings(at) },
	// Replies (issue 30 point 5): a request leaving the 90-day window changes a listing's reply group with no write.
	'listing-replies': { everyMs: 60 * 60_000, run: async (at) => (await import('#app/modules/directory/listings.server.ts')).refreshReplyGroups(at) },
	'availability-mail': { everyMs: 60 * 60_000, run: async (at) => (await import('#app/modules/profiles/availability.server.ts')).queueAvailabilityMails(at) },
	// Contact requests (issues 27 and 30): unconfirmed holds are deleted; unanswered ones past their deadline get the promise.
	'contact-holds': { everyMs: 10 * 60_000, run: async (at) => (await contactSweeps()).deleteUnconfirmed(at) },
	'contact-replies': { everyMs: 60_000, run: async (at) => (await contactSweeps()).noticeOverdue(at) },
}

const lastRun = ((globalThis as { __sweepRuns?: Map<string, number> }).__sweepRuns ??= new Map())

/** The worker's tick: each sweep whose interval has passed (by the clock), one after the other. */
export async function runScheduledSweeps(at = now()) {
	let handled = 0
	for (const [name, sweep] of Object.entries(sweeps)) {
		const previous = lastRun.get(name)
		if (previous !== undefined && at.getTime() - previous < sweep.everyMs && at.getTime() >= previous) continue
		lastRun.set(name, at.getTime())
		handled += await sweep.run(at)
	}
	return handled
}

/**
 * Everything due now: every sweep, then every due job (with the jobs the
 * sweeps queued). Tests call it after moving the clock; nothing sleeps.
 */
export async function runDueWork(at = now()) {
	let handled = 0
	for (const sweep of Object.values(sweeps)) handled += await sweep.run(at)
	return handled + (await drainJobs())
}
