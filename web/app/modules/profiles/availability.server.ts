import { localizePath } from '#app/i18n/locale.ts'
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Tx } from '#app/modules/billing/user-plan.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { consumeActionLink, issueActionLinks, readActionLink, type ActionLinkProblem } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, note, paragraph, renderMail, textSays } from '#app/modules/mail/mail-blocks.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { availabilityConfirmed, availabilityDays, dayMs, listingStateAt } from './availability-rules.ts'
import { listedProfile } from './listed-condition.server.ts'

/**
 * "Accepting new clients", confirmed and dated (issue 30). The dietitian
 * confirms by saving the setting, with the dashboard's two buttons, or with
 * the two signed, single-use links of the mail sent every 30 days; 45 days
 * without a confirmation the listing steps back, 90 days it is paused, and
 * one click on either button or link brings it back.
 */

export const availabilityLinkPurposes = { yes: 'availability-yes', no: 'availability-no' } as const
export type AvailabilityAnswer = keyof typeof availabilityLinkPurposes

/** A mail's links work until the listing would have been paused for a while: 120 days. */
const linkLifetimeMs = 120 * dayMs

export const availabilityLinkMessages: Record<ActionLinkProblem, string> = {
	invalid: 'This link is not valid. Sign in and confirm your availability on your dashboard instead.',
	used: 'This link was already used (each mail’s links work once). Sign in to change your availability on your dashboard.',
	expired: 'This link has expired. Sign in and confirm your availability on your dashboard instead.',
}

/**
 * Sets the answer and its day in the caller's transaction; the listing follows (a paused one comes back).
 * The monthly question names the insurance list too, so answering it confirms that list (issue 31).
 */
export async function confirmAvailabilityIn(tx: Tx, userId: number, answer: AvailabilityAnswer, at = now()) {
	const [row] = await tx
		.update(profiles)
		.set({ acceptingNewClients: answer === 'yes', ...availabilityConfirmed(at), insuranceConfirmedAt: sql`case when ${profiles.insurance} = '{}' then ${profiles.insuranceConfirmedAt} else ${at.toISOString()}::timestamptz end`, updatedAt: at })
		.where(eq(profiles.userId, userId))
		.returning({ userId: profiles.userId })
	if (!row) return false
	await refreshListing(tx, userId)
	return true
}

/** The dashboard's buttons. */
export async function confirmAvailability(userId: number, answer: AvailabilityAnswer) {
	const db = await getDb()
	return db.transaction((tx) => confirmAvailabilityIn(tx, userId, answer))
}

/** What a mail link's page shows before the click: whose listing, or why the link cannot be used. */
export async function readAvailabilityLink(token: unknown, answer: AvailabilityAnswer) {
	const check = await readActionLink(token, availabilityLinkPurposes[answer])
	if (!check.ok) return { name: null, problem: availabilityLinkMessages[check.reason] }
	const db = await getDb()
	const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, check.subjectId))
	return row ? { name: `${row.firstName} ${row.lastName}`, problem: null } : { name: null, problem: availabilityLinkMessages.invalid }
}

/** The link's click: used once, in the transaction of the change it makes (a failed change leaves it usable). */
export async function answerByLink(token: unknown, answer: AvailabilityAnswer): Promise<{ ok: true } | { ok: false; problem: ActionLinkProblem }> {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const used = await consumeActionLink(token, availabilityLinkPurposes[answer], tx)
		if (!used.ok) return { ok: false, problem: used.reason }
		if (!(await confirmAvailabilityIn(tx, used.subjectId, answer))) return { ok: false, problem: 'invalid' }
		return { ok: true }
	})
}

/**
 * The sweep: listed profiles whose "still accepting?" mail is due. Each is
 * claimed by moving its due date from the value found (two sweeps mail once):
 * 30 days on, or the day the listing pauses, whichever comes first; the mail
 * at the pause is the last until the dietitian answers.
 */
export async function queueAvailabilityMails(at: Date, limit = 200) {
	const db = await getDb()
	const due = await db
		.select({ userId: profiles.userId, dueAt: profiles.availabilityMailDueAt, confirmedAt: profiles.acceptingConfirmedAt })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(and(isNotNull(profiles.availabilityMailDueAt), lte(profiles.availabilityMailDueAt, at), listedProfile()))
		.orderBy(asc(profiles.availabilityMailDueAt))
		.limit(limit)
	let queued = 0
	for (const row of due) {
		const pausesAt = row.confirmedAt ? row.confirmedAt.getTime() + availabilityDays.paused * dayMs : at.getTime()
		const next = pausesAt <= at.getTime() ? null : new Date(Math.min(at.getTime() + availabilityDays.remind * dayMs, pausesAt))
		const [claimed] = await db
			.update(profiles)
			.set({ availabilityMailDueAt: next })
			.where(and(eq(profiles.userId, row.userId), sql`${profiles.availabilityMailDueAt} = ${row.dueAt!.toISOString()}::timestamptz`))
			.returning({ userId: profiles.userId })
		if (!claimed) continue
		await enqueueJob('availability-mail', { userId: row.userId })
		queued++
	}
	return queued
}

/** The job's mail: a question with two links, or, once paused, how to bring the listing back with one click. */
export async function sendAvailabilityMail(userId: number) {
	const db = await getDb()
	const [row] = await db
		.select({ email: users.email, firstName: users.firstName, locale: users.locale, businessEmail: profiles.businessEmail, accepting: profiles.acceptingNewClients, confirmedAt: profiles.acceptingConfirmedAt, insurance: profiles.insurance })
		.from(profiles)
		.innerJoin(users, eq(users.id, profiles.userId))
		.where(eq(profiles.userId, userId))
	if (!row) return
	const at = now()
	const state = listingStateAt(row.confirmedAt, at)
	const links = await issueActionLinks(
		userId,
		[
			{ purpose: availabilityLinkPurposes.yes, path: '/listing/still-accepting' },
			{ purpose: availabilityLinkPurposes.no, path: '/listing/not-now' },
		],
		linkLifetimeMs,
	)
	// In the account's language, with the dashboard in it too (issue 42 point 10).
	const { locale } = row
	const t = translator(locale)
	const since = row.confirmedAt ? formatDayIn(row.confirmedAt.toISOString(), locale) : null
	const dashboard = new URL(localizePath('/viewprofile', locale), getEnv().SITE_URL).toString()
	const [yes, no] = [links[availabilityLinkPurposes.yes], links[availabilityLinkPurposes.no]]
	const subject = state === 'paused' ? t('mail-notices.availability.pausedSubject') : t('mail-notices.availability.askSubject')
	const body =
		state === 'paused'
			? [
					greeting(row.firstName, locale),
					paragraph(since ? t('mail-notices.availability.pausedTextSince', { days: availabilityDays.paused, since }) : t('mail-notices.availability.pausedText', { days: availabilityDays.paused })),
					paragraph(t('mail-notices.availability.oneClick')),
					[
						textSays(button(t('mail-notices.availability.pausedYes'), yes), t('mail-notices.availability.yesText', { url: yes })),
						textSays(button(t('mail-notices.availability.pausedNo'), no), t('mail-notices.availability.noText', { url: no })),
					],
					note(t('mail-notices.availability.dashboard', { url: dashboard })),
				]
			: [
					greeting(row.firstName, locale),
					paragraph(t(row.accepting ? 'mail-notices.availability.askAccepting' : 'mail-notices.availability.askNotAccepting', { since: since ?? 'none' })),
					...(row.insurance.length ? [paragraph(t('mail-notices.availability.insurance', { insurance: row.insurance.join(', ') }))] : []),
					[
						textSays(button(t('mail-notices.availability.askYes'), yes), t('mail-notices.availability.yesText', { url: yes })),
						textSays(button(t('mail-notices.availability.askNo'), no), t('mail-notices.availability.noText', { url: no })),
					],
					note(t('mail-notices.availability.askNote', { unconfirmed: availabilityDays.unconfirmed, paused: availabilityDays.paused })),
				]
	await sendMail({ to: row.businessEmail || row.email, subject, ...renderMail(subject, body, locale) })
}
