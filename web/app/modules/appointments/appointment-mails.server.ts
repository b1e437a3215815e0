import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, lines, note, paragraph, quote, renderMail, textSays, type MailBody } from '#app/modules/mail/mail-blocks.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { findAppointment, linkPurposes, type AppointmentRow } from './appointment-answers.server.ts'
import { appointmentTime } from './appointment-time.ts'
import { invitationAttachment, type Invitation } from './invitation.ts'
import { formatLabels, kindLabels } from './visit-kinds.ts'

export type AppointmentMail = 'check-email' | 'requested' | 'request-sent' | 'confirmed' | 'declined' | 'cancelled' | 'reminder' | 'released'

const mail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}): Mail => ({ to, subject, ...renderMail(subject, body), ...extra })

async function dietitianOf(appointment: AppointmentRow) {
	const row = await findProfile(appointment.dietitianId)
	if (!row) return null
	const p = row.profile
	const address = [p.streetAddress, p.aptSuite, `${p.cityName ?? ''}, ${p.state ?? ''} ${p.zipcode ?? ''}`.trim()].filter(Boolean).join(', ')
	return { name: `${row.firstName} ${row.lastName}`, email: p.businessEmail || row.email, address, phone: p.officeNumber }
}

type Dietitian = NonNullable<Awaited<ReturnType<typeof dietitianOf>>>

const site = (path: string) => new URL(path, getEnv().SITE_URL).toString()

/** What the visit is, in words: "Free intro call (15 minutes), Video call". */
const visitWords = (a: AppointmentRow) => `${kindLabels[a.kind]} (${Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000)} minutes), ${formatLabels[a.format].toLowerCase()}`

function invitation(a: AppointmentRow, d: Dietitian, method: 'REQUEST' | 'CANCEL'): Invitation {
	const location = a.format === 'office' ? d.address : a.format === 'phone' ? `Phone call: ${d.name} calls ${a.visitorPhone ?? 'you'}` : `Video call: ${d.name} sends the link`
	return {
		method,
		uid: `appointment-${a.id}@${new URL(getEnv().SITE_URL).hostname}`,
		sequence: a.invitationSequence + (method === 'CANCEL' ? 1 : 0),
		stamp: now().getTime(),
		start: a.startsAt.getTime(),
		end: a.endsAt.getTime(),
		summary: `${kindLabels[a.kind]}: ${toOneLine(a.visitorName)} with ${d.name}`,
		description: `${visitWords(a)}. Booked through American Dietitian.`,
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
	switch (kind) {
		case 'check-email': {
			if (a.status !== 'held') return
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.checkEmail, path: '/appointments/confirm-request' }], Math.max(60_000, a.holdExpiresAt.getTime() - now().getTime()))
			await sendMail(
				mail(a.visitorEmail, `Confirm your request to ${d.name}`, [
					greeting(visitor),
					paragraph(`You asked ${d.name} for a ${kindLabels[a.kind].toLowerCase()} on ${when.long}. The time is held for you for 30 minutes: confirm your e-mail address to send the request.`),
					textSays(button('Confirm my request', links[linkPurposes.checkEmail]), `Confirm my request: ${links[linkPurposes.checkEmail]}`),
					note('If you did not ask for this, ignore this e-mail: the time is released after 30 minutes.'),
				]),
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
						paragraph(`${visitor} asks for a ${visitWords(a)} on ${when.long}.`),
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
			const links = await issueActionLinks(a.id, [{ purpose: linkPurposes.cancelByVisitor, path: '/appointments/cancel' }], untilStart(a))
			await sendMail(
				mail(a.visitorEmail, `Your request to ${d.name} is sent`, [
					greeting(visitor),
					paragraph(`${d.name} has your request for a ${visitWords(a)} on ${when.long}. You will get an e-mail when they answer, with a calendar invitation if they confirm.`),
					textSays(button('Cancel my request', links[linkPurposes.cancelByVisitor]), `To cancel your request: ${links[linkPurposes.cancelByVisitor]}`),
				]),
			)
			return
		}
		case 'confirmed': {
			if (a.status !== 'confirmed') return
			const links = await issueActionLinks(
				a.id,
				[{ purpose: linkPurposes.cancelByVisitor, path: '/appointments/cancel' }],
				untilStart(a),
			)
			const own = await issueActionLinks(a.id, [{ purpose: linkPurposes.cancelByDietitian, path: '/appointments/cancel' }], untilStart(a))
			const attachments = [invitationAttachment(invitation(a, d, 'REQUEST'))]
			await sendMail(
				mail(
					a.visitorEmail,
					`Confirmed: ${kindLabels[a.kind]} with ${d.name}, ${when.short}`,
					[
						greeting(visitor),
						paragraph(`${d.name} confirmed your ${visitWords(a)} on ${when.long}. The invitation for your calendar is attached.`),
						...(a.format === 'office' ? [paragraph(`Address: ${d.address}`)] : []),
						textSays(button('Cancel the appointment', links[linkPurposes.cancelByVisitor]), `If you cannot come, cancel here: ${links[linkPurposes.cancelByVisitor]}`),
					],
					{ attachments },
				),
			)
			await sendMail(
				mail(
					d.email,
					`Confirmed: ${kindLabels[a.kind]} with ${visitor}, ${when.short}`,
					[
						greeting(d.name),
						paragraph(`You confirmed the ${visitWords(a)} with ${visitor} on ${when.long}. The invitation for your calendar is attached.`),
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
			await sendMail(
				mail(a.visitorEmail, `${d.name} could not confirm your request`, [
					greeting(visitor),
					paragraph(`${d.name} could not confirm the ${visitWords(a)} on ${when.long}.`),
					...(reason ? [paragraph('Their note:'), quote(reason)] : []),
					flag === 'propose'
						? textSays(button(`Choose another time with ${d.name}`, site(`/viewdoctorprofile/${a.dietitianId}#book`)), `${d.name} would like to offer you another time: ${site(`/viewdoctorprofile/${a.dietitianId}#book`)}`)
						: textSays(button('Find another dietitian', site('/search')), `Find another dietitian: ${site('/search')}`),
				]),
			)
			return
		}
		case 'cancelled': {
			if (a.status !== 'cancelled') return
			const wasConfirmed = a.confirmedAt !== null
			const attachments = wasConfirmed ? [invitationAttachment(invitation(a, d, 'CANCEL'))] : undefined
			const byVisitor = a.cancelledBy === 'visitor'
			await sendMail(
				mail(a.visitorEmail, `Cancelled: ${kindLabels[a.kind]} with ${d.name}, ${when.short}`, [greeting(visitor), paragraph(byVisitor ? `You cancelled your ${visitWords(a)} with ${d.name} on ${when.long}.` : `${d.name} cancelled your ${visitWords(a)} on ${when.long}.`)], { attachments }),
			)
			await sendMail(
				mail(d.email, `Cancelled: ${kindLabels[a.kind]} with ${visitor}, ${when.short}`, [greeting(d.name), paragraph(byVisitor ? `${visitor} cancelled the ${visitWords(a)} on ${when.long}. The time is open again.` : `You cancelled the ${visitWords(a)} with ${visitor} on ${when.long}. The time is open again.`)], { attachments }),
			)
			return
		}
		case 'reminder': {
			// Never for an appointment cancelled (or otherwise ended) since it was confirmed.
			if (a.status !== 'confirmed') return
			await sendMail(
				mail(a.visitorEmail, `Reminder: ${kindLabels[a.kind]} with ${d.name} tomorrow`, [
					greeting(visitor),
					paragraph(`A reminder of your ${visitWords(a)} with ${d.name} on ${when.long}.`),
					...(a.format === 'office' ? [paragraph(`Address: ${d.address}`)] : []),
				]),
			)
			return
		}
		case 'released': {
			if (a.status !== 'released') return
			const { alternativesFor } = await import('./alternatives.server.ts')
			const others = await alternativesFor(a)
			await sendMail(
				mail(a.visitorEmail, `${d.name} did not answer your request in time`, [
					greeting(visitor),
					paragraph(`${d.name} did not answer your request for ${when.long} within two business days, so the time was released.`),
					...(others.length
						? [paragraph('These dietitians near the same office have openings:'), lines(others.map((o) => `${o.name}: next opening ${o.nextOpening}, ${o.url}`))]
						: [textSays(button('Find another dietitian', site('/search')), `Find another dietitian: ${site('/search')}`)]),
				]),
			)
			await sendMail(mail(d.email, `Released: the request of ${visitor} for ${when.short}`, [greeting(d.name), paragraph(`The request of ${visitor} for ${when.long} was not answered within two business days: the time was released and ${visitor} was told.`)]))
			return
		}
	}
}
