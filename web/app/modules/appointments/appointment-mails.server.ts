import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, lines, note, paragraph, quote, renderMail, textSays, type MailBody } from '#app/modules/mail/mail-blocks.server.ts'
import { eraseWhatYouSent } from '#app/modules/mail/visitor-footer.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { findAppointment, linkPurposes, type AppointmentRow } from './appointment-answers.server.ts'
import type { AppointmentMail } from './appointment-mail-kinds.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime } from './appointment-time.ts'
import { invitationAttachment, type Invitation } from './invitation.ts'

const mail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}, locale: Locale = 'en'): Mail => ({ to, subject, ...renderMail(subject, body, locale), ...extra })
/** A mail to the visitor: it ends with where to erase what they sent (issue 48 point 5). */
const visitorMail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}, locale: Locale = 'en'): Mail => mail(to, subject, [...body, eraseWhatYouSent(locale)], extra, locale)

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>['profile']
/** `locale`: the account's language, the one of the dietitian's mails (issue 42 point 10). */
type Dietitian = { name: string; email: string; address: string; locale: Locale }

/** Who the mails and invitations name as the dietitian: the name, the business e-mail (else the account's), the office's address. */
export function dietitianContact(row: { firstName: string; lastName: string; email: string; locale: Locale; profile: ProfileRow | null }): Dietitian {
	const p = row.profile
	const address = p ? [p.streetAddress, p.aptSuite, `${p.cityName ?? ''}, ${p.state ?? ''} ${p.zipcode ?? ''}`.trim()].filter(Boolean).join(', ') : ''
	return { name: `${row.firstName} ${row.lastName}`, email: p?.businessEmail || row.email, address, locale: row.locale }
}

async function dietitianOf(appointment: AppointmentRow) {
	const row = await findProfile(appointment.dietitianId)
	return row ? dietitianContact(row) : null
}

/** What the mails of a visit read from its row: the invitation, the kind, the length and the format. */
type Visit = Pick<AppointmentRow, 'id' | 'visitId' | 'kind' | 'format' | 'startsAt' | 'endsAt' | 'visitorName' | 'visitorEmail' | 'invitationSequence'>

/** A visit of an account being deleted, as its cancellation mail's job carries it (account-closure.server.ts). */
export type ClosedVisit = Omit<Visit, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string; timeZone: string; locale: Locale; confirmed: boolean; dietitian: Dietitian }

const site = (path: string, locale: Locale = 'en') => new URL(localizePath(path, locale), getEnv().SITE_URL).toString()

/** The kinds and formats of visit in a mail's language (visit-kinds.ts has the English the dietitian's pages use). */
const kindWords = (t: Translate, a: Visit) => (a.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'))
const formatWords = (t: Translate, a: Visit) => (a.format === 'office' ? t('booking.format.office') : a.format === 'video' ? t('booking.format.video') : t('booking.format.phone'))

/** What the visit is, in words: "Free intro call (15 minutes), video call". */
const visitWords = (t: Translate, a: Visit) =>
	t('booking.mail.visitWords', { kind: kindWords(t, a), minutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000), format: formatWords(t, a).toLowerCase() })

/** The invitation in a reader's language, the visitor's and the dietitian's each in theirs; the same event (UID, SEQUENCE) for both. */
function invitation(a: Visit, d: Dietitian, method: 'REQUEST' | 'CANCEL', t: Translate): Invitation {
	// No phone number: a mailed invitation is e-mail too (the dietitian reads it on the dashboard).
	const location = a.format === 'office' ? d.address : a.format === 'phone' ? t('booking.invite.phone', { dietitian: d.name }) : t('booking.invite.video', { dietitian: d.name })
	return {
		method,
		// A moved visit keeps its first row's UID (docs/decisions/120): calendars move the event instead of adding one.
		uid: `appointment-${a.visitId ?? a.id}@${new URL(getEnv().SITE_URL).hostname}`,
		sequence: a.invitationSequence + (method === 'CANCEL' ? 1 : 0),
		stamp: now().getTime(),
		start: a.startsAt.getTime(),
		end: a.endsAt.getTime(),
		summary: t('booking.invite.summary', { kind: kindWords(t, a), visitor: toOneLine(a.visitorName), dietitian: d.name }),
		description: t('booking.invite.description', { visit: visitWords(t, a) }),
		location,
		organizer: { name: d.name, email: d.email },
		attendee: { name: toOneLine(a.visitorName), email: a.visitorEmail },
	}
}

const deadlineKeys = {
	dietitian: ['booking.mail.answerByDay', 'booking.mail.answerBeforeVisit'],
	visitor: ['booking.mail.sentByDay', 'booking.mail.sentBeforeVisit'],
	released: ['booking.mail.releasedText', 'booking.mail.releasedBeforeVisit'],
	dietitianReleased: ['booking.mail.dietitianReleased', 'booking.mail.dietitianReleasedBeforeVisit'],
} as const

/**
 * The answer deadline as each mail says it (issue 43 point 4): the end of a
 * day and its zone, or, when the visit comes first, the time an hour before it.
 */
function deadlineText(t: Translate, a: AppointmentRow, mail: keyof typeof deadlineKeys, who = '', when = '', visitStart = a.startsAt.getTime()) {
	const due = deadlineWords(a.replyDueAt?.getTime() ?? visitStart, visitStart, a.timeZone, t.locale)
	const [byDay, beforeVisit] = deadlineKeys[mail]
	return due.beforeVisit ? t(beforeVisit, { time: due.time, who, when }) : t(byDay, { day: due.day, zone: due.zone, who, when })
}

/** A request to move is due before the visit it would move begins, too: the earlier start sets its deadline (visit-moves.server.ts). */
const deadlineStart = (a: AppointmentRow, original: AppointmentRow | null) => Math.min(a.startsAt.getTime(), original?.startsAt.getTime() ?? Infinity)

const untilStart = (a: AppointmentRow) => Math.max(60_000, a.startsAt.getTime() - now().getTime())

/** "Change the time" (issue 43 point 3): a link of its own batch, so moving the visit leaves the cancel link usable. */
async function changeTimeBlock(v: Translate, a: AppointmentRow) {
	const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.reschedule, path: localizePath('/appointments/reschedule', a.locale) }], untilStart(a))
	const url = links[linkPurposes.reschedule]
	return textSays(button(v('booking.mail.changeButton'), url), v('booking.mail.changeButtonText', { url }))
}

/** The durable job's work: one of an appointment's mails, only while the appointment is in the state it is about. */
export async function sendAppointmentMail(appointmentId: number, kind: AppointmentMail) {
	const a = await findAppointment(appointmentId)
	if (!a) return
	const d = await dietitianOf(a)
	if (!d) return
	// The visitor's mails in the language of the page they booked from; the dietitian's in the account's.
	const when = appointmentTime(a.startsAt.getTime(), a.timeZone, d.locale)
	const visitor = toOneLine(a.visitorName)
	const { locale } = a
	const v = translator(locale)
	const dt = translator(d.locale)
	const theirWhen = appointmentTime(a.startsAt.getTime(), a.timeZone, locale)
	const dietitian = d.name
	switch (kind) {
		case 'check-email': {
			if (a.status !== 'held') return
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.checkEmail, path: localizePath('/appointments/confirm-request', locale) }], Math.max(60_000, a.holdExpiresAt.getTime() - now().getTime()))
			const url = links[linkPurposes.checkEmail]
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.checkSubject', { dietitian }),
					// Sent before anyone proved this address theirs: only the site's words, nothing the requester typed (no name, no reason).
					[
						paragraph(v('booking.mail.checkText', { dietitian, kind: kindWords(v, a).toLowerCase(), when: theirWhen.short })),
						textSays(button(v('booking.mail.checkButton'), url), v('booking.mail.checkButtonText', { url })),
						note(v('booking.mail.checkNote')),
					],
					{},
					locale,
				),
			)
			return
		}
		case 'requested': {
			if (a.status !== 'requested') return
			const links = await issueActionLinks(
				a.id,
				[
					{ purpose: linkPurposes.confirm, path: localizePath('/appointments/confirm', d.locale) },
					{ purpose: linkPurposes.decline, path: localizePath('/appointments/decline', d.locale) },
				],
				untilStart(a),
			)
			// The dietitian's pages in the account's language, as the mail is.
			const dashboard = site('/viewprofile#appointments', d.locale)
			const original = a.replacesId === null ? null : await findAppointment(a.replacesId)
			const from = original ? appointmentTime(original.startsAt.getTime(), original.timeZone, d.locale).short : null
			// The reason and the phone are health details: they stay on the dashboard, never in a mail (issue 43 point 2).
			await sendMail(
				mail(
					d.email,
					from ? dt('booking.mail.moveRequestSubject', { when: when.short }) : dt('booking.mail.requestSubject', { when: when.short }),
					[
						greeting(d.name, d.locale),
						paragraph(
							from
								? dt('booking.mail.moveRequestText', { visit: kindWords(dt, a).toLowerCase(), from, when: when.short })
								: dt('booking.mail.requestText', { visit: kindWords(dt, a).toLowerCase(), when: when.short }),
						),
						textSays(button(dt('booking.mail.requestRead'), dashboard), dt('booking.mail.requestReadText', { url: dashboard })),
						[
							textSays(button(dt('booking.mail.requestConfirm'), links[linkPurposes.confirm]), dt('booking.mail.requestConfirmText', { url: links[linkPurposes.confirm] })),
							textSays(button(dt('booking.mail.requestDecline'), links[linkPurposes.decline]), dt('booking.mail.requestDeclineText', { url: links[linkPurposes.decline] })),
						],
						note(deadlineText(dt, a, 'dietitian', '', '', deadlineStart(a, original))),
					],
					{ replyTo: a.visitorEmail },
					d.locale,
				),
			)
			return
		}
		case 'request-sent': {
			if (a.status !== 'requested') return
			if (a.replacesId !== null) {
				// A request to move: what was asked and until when the visit keeps its time; no links (the visit's own mails have them).
				const original = await findAppointment(a.replacesId)
				if (!original) return
				const from = appointmentTime(original.startsAt.getTime(), original.timeZone, locale).long
				await sendMail(
					visitorMail(
						a.visitorEmail,
						v('booking.mail.moveSentSubject', { dietitian }),
						[greeting(visitor, locale), paragraph(v('booking.mail.moveSentText', { dietitian, visit: visitWords(v, a), from, when: theirWhen.long })), paragraph(deadlineText(v, a, 'visitor', dietitian, '', deadlineStart(a, original)))],
						{},
						locale,
					),
				)
				return
			}
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.cancelByVisitor, path: localizePath('/appointments/cancel', locale) }], untilStart(a))
			const url = links[linkPurposes.cancelByVisitor]
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.sentSubject', { dietitian }),
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.sentText', { dietitian, visit: visitWords(v, a), when: theirWhen.long })),
						paragraph(deadlineText(v, a, 'visitor', dietitian)),
						await changeTimeBlock(v, a),
						textSays(button(v('booking.mail.sentButton'), url), v('booking.mail.sentButtonText', { url })),
					],
					{},
					locale,
				),
			)
			return
		}
		case 'confirmed': {
			if (a.status !== 'confirmed') return
			const links = await issueActionLinks(
				a.id,
				[{ purpose: linkPurposes.cancelByVisitor, path: localizePath('/appointments/cancel', locale) }],
				untilStart(a),
			)
			const own = await issueActionLinks(a.id, [{ purpose: linkPurposes.cancelByDietitian, path: '/appointments/cancel' }], untilStart(a))
			const attachments = [invitationAttachment(invitation(a, d, 'REQUEST', dt))]
			const url = links[linkPurposes.cancelByVisitor]
			const original = a.replacesId === null ? null : await findAppointment(a.replacesId)
			const words = { dietitian, visit: visitWords(v, a), when: theirWhen.long }
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.confirmedSubject', { kind: kindWords(v, a), dietitian, when: theirWhen.short }),
					[
						greeting(visitor, locale),
						paragraph(original ? v('booking.mail.movedText', { ...words, from: appointmentTime(original.startsAt.getTime(), original.timeZone, locale).long }) : v('booking.mail.confirmedText', words)),
						...(a.format === 'office' ? [paragraph(v('booking.mail.address', { address: d.address }))] : []),
						await changeTimeBlock(v, a),
						textSays(button(v('booking.mail.cancelButton'), url), v('booking.mail.cancelButtonText', { url })),
					],
					{ attachments: [invitationAttachment(invitation(a, d, 'REQUEST', v))] },
					locale,
				),
			)
			await sendMail(
				mail(
					d.email,
					dt('booking.mail.dietitianConfirmedSubject', { kind: kindWords(dt, a), visitor, when: when.short }),
					[
						greeting(d.name, d.locale),
						paragraph(dt('booking.mail.dietitianConfirmedText', { visit: visitWords(dt, a), visitor, when: when.long })),
						textSays(button(dt('booking.mail.dietitianCancelButton'), own[linkPurposes.cancelByDietitian]), dt('booking.mail.dietitianCancelText', { url: own[linkPurposes.cancelByDietitian] })),
					],
					{ attachments },
					d.locale,
				),
			)
			return
		}
		case 'declined': {
			if (a.status !== 'declined') return
			if (a.replacesId !== null) return sendMoveRefused(a, 'declined', dietitian, theirWhen.long)
			const [flag, ...rest] = (a.declineNote ?? '').split('\n')
			const reason = rest.join('\n').trim()
			const profile = site(`/viewdoctorprofile/${a.dietitianId}#book`, locale)
			const search = site('/search', locale)
			// Declined with other times offered: the next openings themselves, as they are when the mail goes.
			const offered = flag === 'propose' ? await (await import('./openings-to-offer.server.ts')).openingsToOffer(a) : []
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.declinedSubject', { dietitian }),
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.declinedText', { dietitian, visit: visitWords(v, a), when: theirWhen.long })),
						...(reason ? [paragraph(v('booking.mail.declinedNote')), quote(reason)] : []),
						flag === 'propose'
							? textSays(button(v('booking.mail.proposeButton', { dietitian }), profile), v('booking.mail.proposeButtonText', { dietitian, url: profile }))
							: textSays(button(v('booking.mail.findAnother'), search), v('booking.mail.findAnotherText', { url: search })),
						...(offered.length ? [paragraph(v('booking.mail.proposeOpenings')), lines(offered.map((start) => appointmentTime(start, a.timeZone, locale).long))] : []),
					],
					{},
					locale,
				),
			)
			return
		}
		case 'cancelled': {
			if (a.status !== 'cancelled') return
			const wasConfirmed = a.confirmedAt !== null
			const attachments = wasConfirmed ? [invitationAttachment(invitation(a, d, 'CANCEL', dt))] : undefined
			const theirAttachments = wasConfirmed ? [invitationAttachment(invitation(a, d, 'CANCEL', v))] : undefined
			const byVisitor = a.cancelledBy === 'visitor'
			const words = { dietitian, visit: visitWords(v, a), when: theirWhen.long }
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.cancelledSubject', { kind: kindWords(v, a), dietitian, when: theirWhen.short }),
					[greeting(visitor, locale), paragraph(byVisitor ? v('booking.mail.cancelledByYou', words) : v('booking.mail.cancelledByDietitian', words))],
					{ attachments: theirAttachments },
					locale,
				),
			)
			await sendMail(
				mail(
					d.email,
					dt('booking.mail.dietitianCancelledSubject', { kind: kindWords(dt, a), visitor, when: when.short }),
					[
						greeting(d.name, d.locale),
						paragraph(dt(byVisitor ? 'booking.mail.dietitianCancelledByVisitor' : 'booking.mail.dietitianCancelledByYou', { visit: visitWords(dt, a), visitor, when: when.long })),
					],
					{ attachments },
					d.locale,
				),
			)
			return
		}
		case 'reminder': {
			// Never for an appointment cancelled (or otherwise ended) since it was confirmed.
			if (a.status !== 'confirmed') return
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.reminderSubject', { kind: kindWords(v, a), dietitian }),
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.reminderText', { dietitian, visit: visitWords(v, a), when: theirWhen.long })),
						...(a.format === 'office' ? [paragraph(v('booking.mail.address', { address: d.address }))] : []),
					],
					{},
					locale,
				),
			)
			return
		}
		case 'proposed': {
			// The dietitian's proposal of a new time, while it is still open.
			if (a.status !== 'held' || a.replacesId === null) return
			const original = await findAppointment(a.replacesId)
			if (!original) return
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.acceptTime, path: localizePath('/appointments/accept-time', locale) }], Math.max(60_000, a.holdExpiresAt.getTime() - now().getTime()))
			const url = links[linkPurposes.acceptTime]
			const from = appointmentTime(original.startsAt.getTime(), original.timeZone, locale).long
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.proposedSubject', { dietitian }),
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.proposedText', { dietitian, visit: visitWords(v, a), from, when: theirWhen.long })),
						textSays(button(v('booking.mail.proposedButton'), url), v('booking.mail.proposedButtonText', { url })),
						note(v('booking.mail.proposedNote', { until: appointmentTime(a.holdExpiresAt.getTime(), a.timeZone, locale).long, from })),
					],
					{},
					locale,
				),
			)
			return
		}
		case 'proposal-expired': {
			// The visitor let the dietitian's proposed time pass: the dietitian learns the visit keeps its time.
			if (a.status !== 'expired' || a.replacesId === null) return
			const original = await findAppointment(a.replacesId)
			if (!original) return
			const from = appointmentTime(original.startsAt.getTime(), original.timeZone, d.locale).long
			await sendMail(
				mail(d.email, dt('booking.mail.proposalExpiredSubject', { visitor, when: when.short }), [greeting(d.name, d.locale), paragraph(dt('booking.mail.proposalExpiredText', { visitor, when: when.long, from }))], {}, d.locale),
			)
			return
		}
		case 'released': {
			if (a.status !== 'released') return
			if (a.replacesId !== null) {
				const original = await findAppointment(a.replacesId)
				await sendMail(
					mail(
						d.email,
						dt('booking.mail.dietitianMoveReleasedSubject', { visitor, when: when.short }),
						[greeting(d.name, d.locale), paragraph(deadlineText(dt, a, 'dietitianReleased', visitor, when.long, deadlineStart(a, original)))],
						{},
						d.locale,
					),
				)
				return sendMoveRefused(a, 'released', dietitian, theirWhen.long)
			}
			const { alternativesFor } = await import('./alternatives.server.ts')
			const others = await alternativesFor(a, locale)
			const search = site('/search', locale)
			await sendMail(
				visitorMail(
					a.visitorEmail,
					v('booking.mail.releasedSubject', { dietitian }),
					[
						greeting(visitor, locale),
						paragraph(deadlineText(v, a, 'released', dietitian, theirWhen.long)),
						...(others.length
							? [paragraph(v('booking.mail.releasedOthers')), lines(others.map((o) => v('booking.mail.releasedOther', { name: o.name, next: o.nextOpening, url: o.url })))]
							: [textSays(button(v('booking.mail.findAnother'), search), v('booking.mail.findAnotherText', { url: search }))]),
					],
					{},
					locale,
				),
			)
			await sendMail(
				mail(
					d.email,
					dt('booking.mail.dietitianReleasedSubject', { visitor, when: when.short }),
					[greeting(d.name, d.locale), paragraph(deadlineText(dt, a, 'dietitianReleased', visitor, when.long))],
					{},
					d.locale,
				),
			)
			return
		}
	}
}

/**
 * The mail to a visitor whose dietitian's account was deleted (issue 43
 * point 6), in the visitor's language: the visit is cancelled and, when it was
 * confirmed (its invitation is in their calendar), the attached METHOD:CANCEL
 * with the same UID and a higher SEQUENCE takes it out. A request was never
 * in a calendar, so its mail carries none. No reason, no phone: the job never had them.
 */
export async function sendClosureMail(visit: ClosedVisit) {
	const a: Visit = { ...visit, startsAt: new Date(visit.startsAt), endsAt: new Date(visit.endsAt) }
	const { locale, dietitian: d } = visit
	const v = translator(locale)
	const when = appointmentTime(a.startsAt.getTime(), visit.timeZone, locale)
	const dietitian = d.name
	const search = site('/search', locale)
	await sendMail(
		visitorMail(
			a.visitorEmail,
			v('booking.mail.cancelledSubject', { kind: kindWords(v, a), dietitian, when: when.short }),
			[
				greeting(toOneLine(a.visitorName), locale),
				paragraph(v('booking.mail.closedText', { dietitian, visit: visitWords(v, a), when: when.long })),
				...(visit.confirmed ? [paragraph(v('booking.mail.closedInvitation'))] : []),
				textSays(button(v('booking.mail.findAnother'), search), v('booking.mail.findAnotherText', { url: search })),
			],
			{ attachments: visit.confirmed ? [invitationAttachment(invitation(a, d, 'CANCEL', v))] : undefined },
			locale,
		),
	)
}

/**
 * A request to move a visit that was declined or not answered: the visit
 * stands at its time, and the visitor gets a fresh "Change the time" link
 * (theirs was used) while the visit can still be moved.
 */
async function sendMoveRefused(a: AppointmentRow, outcome: 'declined' | 'released', dietitian: string, when: string) {
	const { locale } = a
	const v = translator(locale)
	const original = await findAppointment(a.replacesId!)
	if (!original) return
	const from = appointmentTime(original.startsAt.getTime(), original.timeZone, locale).long
	const stands = (original.status === 'requested' || original.status === 'confirmed') && original.startsAt > now()
	// The note after the first line (the "propose another" flag, which a move has no use for).
	const reason = outcome === 'declined' ? (a.declineNote ?? '').split('\n').slice(1).join('\n').trim() : ''
	await sendMail(
		visitorMail(
			a.visitorEmail,
			v(outcome === 'declined' ? 'booking.mail.moveDeclinedSubject' : 'booking.mail.moveReleasedSubject', { dietitian }),
			[
				greeting(toOneLine(a.visitorName), locale),
				paragraph(v(outcome === 'declined' ? 'booking.mail.moveDeclinedText' : 'booking.mail.moveReleasedText', { dietitian, visit: visitWords(v, a), when, from })),
				...(reason ? [paragraph(v('booking.mail.declinedNote')), quote(reason)] : []),
				...(stands ? [await changeTimeBlock(v, original)] : []),
			],
			{},
			locale,
		),
	)
}
