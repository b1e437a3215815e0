import { localizePath } from '#app/i18n/locale.ts'
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { busyCalendars } from '#db/schema/busy-calendars.ts'
import { profiles } from '#db/schema/profiles.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob, withJobs } from '#app/modules/jobs/job-queue.server.ts'
import { greeting, note, paragraph, renderMail } from '#app/modules/mail/mail-blocks.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { readErrorWords } from './busy-calendar-requests.server.ts'
import { syncBusyCalendar } from './busy-calendars.server.ts'

/** Each calendar is read again 15 minutes after its last try (issue 45 point 2). */
export const syncEveryMs = 15 * 60_000
/** After this long of failed reads, the dietitian is mailed once. */
export const failureMailAfterMs = 24 * 3_600_000
/**
 * Calendars one sweep claims, read 6 at a time: 30 a minute per replica is 450 calendars every 15
 * minutes; most reads take a fraction of a second, and 10 s each at worst keeps a sweep under a minute.
 */
const batch = 30
const inParallel = 6

const bookingPlans = plans.filter((plan) => hasEntitlement(plan.id, 'booking')).map((plan) => plan.id)

/**
 * Reads the calendars whose last try is 15 minutes old. Each replica claims its rows by moving
 * `checked_at` on in one statement that skips rows another replica has locked: a calendar is read
 * once across replicas. Only dietitians whose plan still books are read.
 */
export async function syncDueCalendars(at: Date) {
	const db = await getDb()
	const due = db
		.select({ id: busyCalendars.id })
		.from(busyCalendars)
		.innerJoin(users, eq(users.id, busyCalendars.userId))
		.where(and(lte(busyCalendars.checkedAt, new Date(at.getTime() - syncEveryMs)), inArray(users.plan, bookingPlans)))
		.orderBy(asc(busyCalendars.checkedAt))
		.limit(batch)
		.for('update', { of: busyCalendars, skipLocked: true })
	const claimed = await db
		.update(busyCalendars)
		.set({ checkedAt: at })
		.where(sql`${busyCalendars.id} in (${due})`)
		.returning()
	const queue = [...claimed]
	await Promise.all(
		Array.from({ length: Math.min(inParallel, queue.length) }, async () => {
			for (let row = queue.shift(); row; row = queue.shift()) await syncBusyCalendar(row)
		}),
	)
	await queueFailureMails(at)
	return claimed.length
}

/** One mail per run of failures: `failure_mailed_at` is set with the job, and a success clears both. */
async function queueFailureMails(at: Date) {
	await withJobs(async (tx) => {
		const failing = await tx
			.update(busyCalendars)
			.set({ failureMailedAt: at })
			.where(and(lte(busyCalendars.firstFailedAt, new Date(at.getTime() - failureMailAfterMs)), isNull(busyCalendars.failureMailedAt)))
			.returning({ id: busyCalendars.id })
		for (const row of failing) await enqueueJob('busy-calendar-failing-mail', { calendarId: row.id }, { tx })
	})
}

/** The mail, in the account's language: the calendar's host and what goes wrong, never its address. */
export async function sendFailureMail(calendarId: number) {
	const db = await getDb()
	const [row] = await db
		.select({ host: busyCalendars.host, lastError: busyCalendars.lastError, failureMailedAt: busyCalendars.failureMailedAt, email: users.email, firstName: users.firstName, locale: users.locale, businessEmail: profiles.businessEmail })
		.from(busyCalendars)
		.innerJoin(users, eq(users.id, busyCalendars.userId))
		.leftJoin(profiles, eq(profiles.userId, busyCalendars.userId))
		.where(eq(busyCalendars.id, calendarId))
	// Removed, or read again meanwhile: nothing to tell.
	if (!row || !row.lastError || !row.failureMailedAt) return
	const t = translator(row.locale)
	const dashboard = new URL(localizePath('/viewprofile#busy-calendars', row.locale), getEnv().SITE_URL).toString()
	const subject = t('booking.busyCalendars.mail.subject', { host: row.host })
	const body = [greeting(row.firstName, row.locale), paragraph(t('booking.busyCalendars.mail.text', { host: row.host, error: readErrorWords(row.lastError, row.locale) })), note(t('booking.busyCalendars.mail.action', { url: dashboard }))]
	await sendMail({ to: row.businessEmail || row.email, subject, ...renderMail(subject, body, row.locale) })
}
