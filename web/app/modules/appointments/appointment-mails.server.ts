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
import { appointmentTime } from './appointment-time.ts'
import { invitationAttachment, type Invitation } from './invitation.ts'
import { kindLabels } from './visit-kinds.ts'

const mail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}, locale: Locale = 'en'): Mail => ({ to, subject, ...renderMail(subject, body, locale), ...extra })

async function dietitianOf(appointment: AppointmentRow) {
	const row = await findProfile(appointment.dietitianId)
	if (!row) return null
	const p = row.profile
	const address = [p.streetAddress, p.aptSuite, `${p.cityName ?? ''}, ${p.state ?? ''} ${p.zipcode ?? ''}`.trim()].filter(Boolean).join(', ')
	return { name: `${row.firstName} ${row.lastName}`, email: p.businessEmail || row.email, address, phone: p.officeNumber }
}

type Dietitian = NonNullable<Awaited<ReturnType<typeof dietitianOf>>>

const site = (path: string, locale: Locale = 'en') => new URL(localizePath(path, locale), getEnv().SITE_URL).toString()

/** The kinds and formats of visit in a mail's language (visit-kinds.ts has the English the dietitian's pages use). */
const kindWords = (t: Translate, a: AppointmentRow) => (a.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'))
const formatWords = (t: Translate, a: AppointmentRow) => (a.format === 'office' ? t('booking.format.office') : a.format === 'video' ? t('booking.format.video') : t('booking.format.phone'))

/** What the visit is, in words: "Free intro call (15 minutes), video call". */
const visitWords = (t: Translate, a: AppointmentRow) =>
	t('booking.mail.visitWords', { kind: kindWords(t, a), minutes: Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000), format: formatWords(t, a).toLowerCase() })

/** The invitation in a reader's language: the visitor's in theirs, the dietitian's in English; the same event (UID, SEQUENCE) for both. */
function invitation(a: AppointmentRow, d: Dietitian, method: 'REQUEST' | 'CANCEL', t: Translate): Invitation {
	const location = a.format === 'office' ? d.address : a.format === 'phone' ? t('booking.invite.phone', { dietitian: d.name, phone: a.visitorPhone ?? t('booking.invite.you') }) : t('booking.invite.video', { dietitian: d.name })
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
					[
						greeting(visitor, locale),
						paragraph(v('booking.mail.checkText', { dietitian, kind: kindWords(v, a).toLowerCase(), when: theirWhen.long })),
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
			const due = a.replyDueAt ? appointmentTime(a.replyDueAt.getTime(), a.timeZone).long : when.long
			// No reason in the subject: subjects show in notifications and lists (health information).
			await sendMail(
				mail(
					d.email,
					`Appointment request for ${when.short}`,
					[
						greeting(d.name),
						paragraph(`${visitor} asks for a ${visitWords(en, a)} on ${when.long}.`),
						lines([`Name: ${visitor}`, `E-mail: ${a.visitorEmail}`, ...(a.visitorPhone ? [`Phone: ${toOneLine(a.visitorPhone)}`] : []), `Insurance: ${a.insurance}`]),
						paragraph('Reason for the visit:'),
						quote(a.reason),
						[textSays(button('Confirm the appointment', links[linkPurposes.confirm]), `Confirm: ${links[linkPurposes.confirm]}`), textSays(button('Decline or propose another time', links[linkPurposes.decline]), `Decline or propose another time: ${links[linkPurposes.decline]}`)],
						note(`Please answer by ${due}: after that the time is released and ${visitor} is told.`),
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
						paragraph(v('booking.mail.releasedText', { dietitian, when: theirWhen.long })),
						...(others.length
							? [paragraph(v('booking.mail.releasedOthers')), lines(others.map((o) => v('booking.mail.releasedOther', { name: o.name, next: o.nextOpening, url: o.url })))]
							: [textSays(button(v('booking.mail.findAnother'), search), v('booking.mail.findAnotherText', { url: search }))]),
					],
					{},
					locale,
				),
			)
			await sendMail(mail(d.email, `Released: the request of ${visitor} for ${when.short}`, [greeting(d.name), paragraph(`The request of ${visitor} for ${when.long} was not answered within two business days: the time was released and ${visitor} was told.`)]))
			return
		}
	}
}
