import { eq } from 'drizzle-orm'
import { reviewInvitations, reviews } from '#db/schema/reviews.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { localizePath } from '#app/i18n/locale.ts'
import { findAppointment } from '#app/modules/appointments/appointment-answers.server.ts'
import { appointmentTime } from '#app/modules/appointments/appointment-time.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { actionLinkAddress } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, note, paragraph, quote, renderMail, textSays } from '#app/modules/mail/mail-blocks.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { reviewLinkPurpose, reviewPath } from './review-invitations.server.ts'

export type ReviewMail = 'invitation' | 'reminder'

/**
 * The invitation to review a visit and its one reminder, in the language of the page the visitor booked
 * from, with the same signed link. Sent only while the invitation stands; nothing of the visit's reason.
 */
export async function sendReviewMail(appointmentId: number, kind: ReviewMail) {
	const db = await getDb()
	const [invitation] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.appointmentId, appointmentId))
	const visit = await findAppointment(appointmentId)
	if (!invitation?.linkId || !visit) return
	const dietitian = await findProfile(visit.dietitianId)
	if (!dietitian) return
	const t = translator(visit.locale)
	const url = actionLinkAddress(invitation.linkId, reviewLinkPurpose, localizePath(reviewPath, visit.locale))
	const name = `${dietitian.firstName} ${dietitian.lastName}`
	const when = appointmentTime(visit.startsAt.getTime(), visit.timeZone, visit.locale).long
	const visitKind = (visit.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first')).toLowerCase()
	const subject = kind === 'invitation' ? t('reviews.mail.subject', { dietitian: name }) : t('reviews.mail.reminderSubject', { dietitian: name })
	const body = [
		greeting(toOneLine(visit.visitorName), visit.locale),
		paragraph(t(kind === 'invitation' ? 'reviews.mail.text' : 'reviews.mail.reminderText', { dietitian: name, kind: visitKind, when })),
		textSays(button(t('reviews.mail.button'), url), t('reviews.mail.buttonText', { url })),
		note(t('reviews.mail.note')),
	]
	await sendMail({ to: visit.visitorEmail, subject, ...renderMail(subject, body, visit.locale) })
}

/** The reviewer is told when an admin hid their review, and why (issue 46 point 5). */
export async function sendReviewHiddenMail(reviewId: number) {
	const db = await getDb()
	const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId))
	if (!review?.hiddenAt) return
	const dietitian = await findProfile(review.dietitianId)
	const t = translator(review.locale)
	const name = dietitian ? `${dietitian.firstName} ${dietitian.lastName}` : ''
	const subject = t('reviews.mail.hiddenSubject', { dietitian: name })
	const body = [greeting(review.reviewerName, review.locale), paragraph(t('reviews.mail.hiddenText', { dietitian: name })), quote(review.hiddenReason ?? ''), note(t('reviews.mail.hiddenNote'))]
	await sendMail({ to: review.reviewerEmail, subject, ...renderMail(subject, body, review.locale) })
}
