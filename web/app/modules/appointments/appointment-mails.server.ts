import { translator } from '#app/i18n/catalogue.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, lines, note, paragraph, quote, renderMail, textSays, type MailBody } from '#app/modules/mail/mail-blocks.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { findAppointment, linkPurposes, type AppointmentRow } from './appointment-answers.server.ts'
import type { AppointmentMail } from './appointment-mail-kinds.ts'
import { deadlineWords } from './answer-deadline.ts'
import { appointmentTime } from './appointment-time.ts'
import { invitationAttachment, type Invitation } from './invitation.ts'
import { kindLabels } from './visit-kinds.ts'

const mail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}, locale: Locale = 'en'): Mail => ({ to, subject, ...renderMail(subject, body, locale), ...extra })

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>['profile']
type Dietitian = { name: string; email: string; address: string }

/** Who the mails and invitations name as the dietitian: the name, the business e-mail (else the account's), the office's address. */
export function dietitianContact(row: { firstName: string; lastName: string; email: string; profile: ProfileRow | null }): Dietitian {
	const p = row.profile
	const address = p ? [p.streetAddress, p.aptSuite, `${p.cityName ?? ''}, ${p.state ?? ''} ${p.zipcode ?? ''}`.trim()].filter(Boolean).join(', ') : ''
	return { name: `${row.firstName} ${row.lastName}`, email: p?.businessEmail || row.email, address }
}

async function dietitianOf(appointment: AppointmentRow) {
	const row = await findProfile(appointment.dietitianId)
	return row ? dietitianContact(row) : null
}

/** What the mails of a visit read from its row: the invitation, the kind, the length and the format. */
type Visit = Pick<AppointmentRow, 'id' | 'kind' | 'format' | 'startsAt' | 'endsAt' | 'visitorName' | 'visitorEmail' | 'invitationSequence'>

/** A visit of an account being deleted, as its cancellation mail's job carries it (account-closure.server.ts). */
export type ClosedVisit = Omit<Visit, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string; timeZone: string; locale: Locale; confirmed: boolean; dietitian: Dietitian }

const site = (path: string, locale: Locale = 'en') => new URL(localizePath(path, locale), getEnv().SITE_URL).toString()

/** The kinds and formats of visit in a mail's language (visit-kinds.ts has the English the dietitian's pages use). */
const kindWords = (t: Translate, a: Visit) => (a.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'))
const formatWords = (t: Translate, a: Visit) => (a.format === 'office' ? t('booking.format.office') : a.format === 'video' ? t('booking.format.video') : t('booking.format.phone'))

/** What the visit is, in words: "Free intro call (15 minutes), video call". */
const visitWords = (t: Translate, a: Visit) =>
	t('booking.mail.visitWords', { kind: kindWords(t, a), minutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000), format: formatWords(t, a).toLowerCase() })

/** The invitation in a reader's language: the visitor's in theirs, the dietitian's in English; the same event (UID, SEQUENCE) for both. */
function invitation(a: Visit, d: Dietitian, method: 'REQUEST' | 'CANCEL', t: Translate): Invitation {
	// No phone number: a mailed invitation is e-mail too (the dietitian reads it on the dashboard).
	const location = a.format === 'office' ? d.address : a.format === 'phone' ? t('booking.invite.phone', { dietitian: d.name }) : t('booking.invite.video', { dietitian: d.name })
	return {
		method,
		uid: `appointment-${a.id}@${new URL(getEnv().SITE_URL).hostname}`,
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
function deadlineText(t: Translate, a: AppointmentRow, mail: keyof typeof deadlineKeys, who = '', when = '') {
	const due = deadlineWords(a.replyDueAt?.getTime() ?? a.startsAt.getTime(), a.startsAt.getTime(), a.timeZone, t.locale)
	const [byDay, beforeVisit] = deadlineKeys[mail]
	return due.beforeVisit ? t(beforeVisit, { time: due.time, who, when }) : t(byDay, { day: due.day, zone: due.zone, who, when })
}

const untilStart = (a: AppointmentRow) => Math.max(60_000, a.startsAt.getTime() - now().getTime())

/** The durable job's work: one of an appointment's mails, only while the appointment is in the state it is about. */
export async function sendAppointmentMail(appointmentId: number, kind: AppointmentMail) {
	const a = await findAppointment(appointmentId)
	if (!a) return
	const d = await dietitianOf(a)
	if (!d) return
	const when = appointmentTime(a.startsAt.getTime(), a.timeZone)
	const visitor = toOneLine(a.visitorName)
	// The visitor's mails in the language of the page they booked from; the dietitian's stay English.
	const { locale } = a
	const v = translator(locale)
	const en = translator('en')
	const theirWhen = appointmentTime(a.startsAt.getTime(), a.timeZone, locale)
	const dietitian = d.name
	switch (kind) {
		case 'check-email': {
			if (a.status !== 'held') return
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.checkEmail, path: localizePath('/appointments/confirm-request', locale) }], Math.max(60_000, a.holdExpiresAt.getTime() - now().getTime()))
			const url = links[linkPurposes.checkEmail]
			await sendMail(
				mail(
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
					{ purpose: linkPurposes.confirm, path: '/appointments/confirm' },
					{ purpose: linkPurposes.decline, path: '/appointments/decline' },
				],
				untilStart(a),
			)
			const dashboard = site('/viewprofile#appointments')
			// The reason and the phone are health details: they stay on the dashboard, never in a mail (issue 43 point 2).
			await sendMail(
				mail(
					d.email,
					en('booking.mail.requestSubject', { when: when.short }),
					[
						greeting(d.name),
						paragraph(en('booking.mail.requestText', { visit: kindWords(en, a).toLowerCase(), when: when.short })),
						textSays(button(en('booking.mail.requestRead'), dashboard), en('booking.mail.requestReadText', { url: dashboard })),
						[
							textSays(button(en('booking.mail.requestConfirm'), links[linkPurposes.confirm]), en('booking.mail.requestConfirmText', { url: links[linkPurposes.confirm] })),
							textSays(button(en('booking.mail.requestDecline'), links[linkPurposes.decline]), en('booking.mail.requestDeclineText', { url: links[linkPurposes.decline] })),
						],
						note(deadlineText(en, a, 'dietitian')),
					],
					{ replyTo: a.visitorEmail },
				),
			)
			return
		}
		case 'request-sent': {
			if (a.status !== 'requested') return
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.cancelByVisitor, path: localizePath('/appointments/cancel', locale) }], untilStart(a))
			const url = links[linkPurposes.cancelByVisitor]
			await sendMail(
				mail(
					a.visitorEmail,
					v('booking.mail.sentSubject', { dietitian }),
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.sentText', { dietitian, visit: visitWords(v, a), when: theirWhen.long })),
						paragraph(deadlineText(v, a, 'visitor', dietitian)),
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
			const attachments = [invitationAttachment(invitation(a, d, 'REQUEST', en))]
			const url = links[linkPurposes.cancelByVisitor]
			await sendMail(
				mail(
					a.visitorEmail,
					v('booking.mail.confirmedSubject', { kind: kindWords(v, a), dietitian, when: theirWhen.short }),
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.confirmedText', { dietitian, visit: visitWords(v, a), when: theirWhen.long })),
						...(a.format === 'office' ? [paragraph(v('booking.mail.address', { address: d.address }))] : []),
						textSays(button(v('booking.mail.cancelButton'), url), v('booking.mail.cancelButtonText', { url })),
					],
					{ attachments: [invitationAttachment(invitation(a, d, 'REQUEST', v))] },
					locale,
				),
			)
			await sendMail(
				mail(
					d.email,
					`Confirmed: ${kindLabels[a.kind]} with ${visitor}, ${when.short}`,
					[
						greeting(d.name),
						paragraph(`You confirmed the ${visitWords(en, a)} with ${visitor} on ${when.long}. The invitation for your calendar is attached.`),
						textSays(button('Cancel the appointment', own[linkPurposes.cancelByDietitian]), `To cancel it: ${own[linkPurposes.cancelByDietitian]}`),
					],
					{ attachments },
				),
			)
			return
		}
		case 'declined': {
			if (a.status !== 'declined') return
			const [flag, ...rest] = (a.declineNote ?? '').split('\n')
			const reason = rest.join('\n').trim()
			const profile = site(`/viewdoctorprofile/${a.dietitianId}#book`, locale)
			const search = site('/search', locale)
			// Declined with other times offered: the next openings themselves, as they are when the mail goes.
			const offered = flag === 'propose' ? await (await import('./openings-to-offer.server.ts')).openingsToOffer(a) : []
			await sendMail(
				mail(
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
			const attachments = wasConfirmed ? [invitationAttachment(invitation(a, d, 'CANCEL', en))] : undefined
			const theirAttachments = wasConfirmed ? [invitationAttachment(invitation(a, d, 'CANCEL', v))] : undefined
			const byVisitor = a.cancelledBy === 'visitor'
			const words = { dietitian, visit: visitWords(v, a), when: theirWhen.long }
			await sendMail(
				mail(
					a.visitorEmail,
					v('booking.mail.cancelledSubject', { kind: kindWords(v, a), dietitian, when: theirWhen.short }),
					[greeting(visitor, locale), paragraph(byVisitor ? v('booking.mail.cancelledByYou', words) : v('booking.mail.cancelledByDietitian', words))],
					{ attachments: theirAttachments },
					locale,
				),
			)
			await sendMail(
				mail(d.email, `Cancelled: ${kindLabels[a.kind]} with ${visitor}, ${when.short}`, [greeting(d.name), paragraph(byVisitor ? `${visitor} cancelled the ${visitWords(en, a)} on ${when.long}. The time is open again.` : `You cancelled the ${visitWords(en, a)} with ${visitor} on ${when.long}. The time is open again.`)], { attachments }),
			)
			return
		}
		case 'reminder': {
			// Never for an appointment cancelled (or otherwise ended) since it was confirmed.
			if (a.status !== 'confirmed') return
			await sendMail(
				mail(
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
		case 'released': {
			if (a.status !== 'released') return
			const { alternativesFor } = await import('./alternatives.server.ts')
			const others = await alternativesFor(a, locale)
			const search = site('/search', locale)
			await sendMail(
				mail(
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
			await sendMail(mail(d.email, `Released: the request of ${visitor} for ${when.short}`, [greeting(d.name), paragraph(deadlineText(en, a, 'dietitianReleased', visitor, when.long))]))
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
		mail(
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
