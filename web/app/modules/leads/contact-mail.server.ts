import { translator } from '#app/i18n/catalogue.server.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { otherDietitians } from '#app/modules/directory/other-dietitians.server.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, htmlOnly, lines, note, paragraph, quote, renderMail, textSays, type MailBody } from '#app/modules/mail/mail-blocks.server.ts'
import { eraseWhatYouSent } from '#app/modules/mail/visitor-footer.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { confirmLinkPurpose } from './contact-confirmation.server.ts'
import { dayWords, dueDayWords } from './reply-deadline.ts'
import { findContactRequest, markMailed, type ContactRequestRow } from './contact-requests.server.ts'
import { withoutLinks } from './without-links.ts'

// What a visitor typed goes through toOneLine before it reaches a block, and,
// in any mail to the visitor's address, through withoutLinks too.

const mail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}, locale: Locale = 'en'): Mail => ({ to, subject, ...renderMail(subject, body, locale), ...extra })
/** A mail to the visitor: it ends with where to erase what they sent (issue 48 point 5). */
const visitorMail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}, locale: Locale = 'en'): Mail => mail(to, subject, [...body, eraseWhatYouSent(locale)], extra, locale)

const site = (path: string, locale: Locale = 'en') => new URL(localizePath(path, locale), getEnv().SITE_URL).toString()

/** A page of this site in the visitor's language: their mails' links open the pages they used (issue 32). */
const inLocale = (url: string, locale: Locale) => {
	const address = new URL(url)
	return new URL(`${localizePath(address.pathname, locale)}${address.search}${address.hash}`, address).toString()
}

async function load(requestId: number) {
	const request = await findContactRequest(requestId)
	const target = request ? await getContactTarget(request.profileUserId) : null
	return request && target ? { request, target } : null
}

// The visitor's mails are in the language of the page they wrote from; the dietitian's in the account's (issue 42 point 10).
const contactLines = (request: ContactRequestRow, quoteFor: 'dietitian' | 'visitor', locale: Locale) => {
	const own = (text: string) => (quoteFor === 'visitor' ? withoutLinks(toOneLine(text)) : toOneLine(text))
	const t = translator(locale)
	return lines([
		t('contact.mail.lineName', { name: own(request.name) }),
		t('contact.mail.lineEmail', { email: toOneLine(request.email) }),
		...(request.phone ? [t('contact.mail.linePhone', { phone: toOneLine(request.phone) })] : []),
		request.preferredContact === 'phone' ? t('contact.mail.prefersPhone') : t('contact.mail.prefersEmail'),
	])
}

/**
 * The durable job's work: the mail that asks the visitor to confirm their
 * address. Only the site's words and the link: nothing the visitor typed (not
 * even the name), so whoever typed someone else's address sends them nothing
 * of their own.
 */
export async function mailContactConfirmation(requestId: number) {
	const found = await load(requestId)
	if (!found) return
	const { request, target } = found
	if (request.confirmedAt || !request.confirmBy || request.confirmBy <= now()) return
	const { locale } = request
	const t = translator(locale)
	const links = await issueActionLinks(request.id, [{ purpose: confirmLinkPurpose, path: localizePath('/contact/confirm', locale) }], request.confirmBy.getTime() - now().getTime())
	const url = links[confirmLinkPurpose]
	const dietitian = target.name
	await sendMail(
		visitorMail(
			request.email,
			t('contact.mail.confirmSubject', { dietitian }),
			[
				paragraph(t('contact.mail.hello')),
				paragraph(t('contact.mail.confirmText', { dietitian })),
				textSays(button(t('contact.mail.confirmButton'), url), t('contact.mail.confirmButtonText', { url })),
				note(t('contact.mail.confirmNote')),
			],
			{},
			locale,
		),
	)
}

/** The durable job's work: the confirmed request to the dietitian, reply-to the visitor, with the deadline. */
export async function mailContactRequest(requestId: number) {
	const found = await load(requestId)
	// The account or the request was deleted since, or it was never confirmed: nothing to send.
	if (!found || found.request.mailedAt || !found.request.confirmedAt) return
	const { request, target } = found
	// A path the server sees whole (a #fragment never reaches it): signed out, the dietitian comes back to it after signing in.
	const { locale } = target
	// The dashboard in the dietitian's language, as the mail is (issue 42 point 10).
	const dashboard = site('/viewprofile/requests', locale)
	const visitor = toOneLine(request.name)
	const t = translator(locale)
	const day = request.replyDueAt ? dueDayWords(request.replyDueAt, target.timeZone, locale) : null
	await sendMail(
		mail(
			target.email,
			t('contact.mail.dietitian.subject', { visitor }),
			[
				greeting(toOneLine(target.name), locale),
				paragraph(t('contact.mail.dietitian.text', { visitor })),
				quote(request.message),
				contactLines(request, 'dietitian', locale),
				[
					htmlOnly(paragraph(t('contact.mail.dietitian.answer'))),
					textSays(button(t('contact.mail.dietitian.answerButton'), dashboard), t('contact.mail.dietitian.answerText', { url: dashboard })),
				],
				...(day ? [note(t('contact.mail.dietitian.due', { day }))] : []),
			],
			{ replyTo: request.email },
			locale,
		),
	)
	await markMailed(request.id)
}

/** The durable job's work: the visitor's copy of what they sent, every link in it taken out. */
export async function mailContactRequestCopy(requestId: number) {
	const found = await load(requestId)
	if (!found || !found.request.confirmedAt) return
	const { request, target } = found
	const { locale } = request
	const t = translator(locale)
	const dietitian = target.name
	await sendMail(
		visitorMail(
			request.email,
			t('contact.mail.copySubject', { dietitian }),
			[
				greeting(withoutLinks(toOneLine(request.name)), locale),
				paragraph(t('contact.mail.copyText', { dietitian })),
				quote(withoutLinks(request.message)),
				contactLines(request, 'visitor', locale),
			],
			{},
			locale,
		),
	)
}

/** The durable job's work: the dietitian's reply from the site, Reply-To the dietitian so the conversation goes on by e-mail. */
export async function mailContactReply(requestId: number) {
	const found = await load(requestId)
	if (!found) return
	const { request, target } = found
	if (request.replyKind !== 'site' || !request.replyMessage) return
	const { locale } = request
	const t = translator(locale)
	const dietitian = target.name
	await sendMail(
		visitorMail(
			request.email,
			t('contact.mail.replySubject', { dietitian }),
			[
				greeting(withoutLinks(toOneLine(request.name)), locale),
				paragraph(t('contact.mail.replyText', { dietitian })),
				quote(request.replyMessage),
				note(t('contact.mail.replyNote', { dietitian })),
			],
			{ replyTo: target.email },
			locale,
		),
	)
}

/**
 * The durable job's work when the deadline passed unanswered: the visitor is
 * named three other dietitians accepting new clients who match the place and
 * the specialty (ranked as search ranks them), and the dietitian reminded.
 */
export async function mailOverdueRequest(requestId: number) {
	const found = await load(requestId)
	if (!found || found.request.repliedAt || !found.request.confirmedAt) return
	const { request, target } = found
	const visitor = toOneLine(request.name)
	const others = await otherDietitians(target.id, { ...target.place, specialty: target.place.specialties[0] ?? null })
	const { locale } = request
	const t = translator(locale)
	const search = site('/search', locale)
	const dietitian = target.name
	await sendMail(
		visitorMail(
			request.email,
			t('contact.mail.overdueSubject', { dietitian }),
			[
				greeting(withoutLinks(visitor), locale),
				paragraph(t('contact.mail.overdueText', { dietitian, sent: dayWords(request.confirmedAt!, target.timeZone, locale) })),
				...(others.length
					? [
							paragraph(t('contact.mail.overdueOthers')),
							lines(others.map((o) => t('contact.mail.overdueOther', { name: o.name, place: o.place === 'Telehealth' ? t('contact.mail.telehealth') : o.place, url: inLocale(o.url, locale) }))),
						]
					: []),
				textSays(button(t('contact.mail.findAnother'), search), t('contact.mail.findAnotherText', { url: search })),
			],
			{},
			locale,
		),
	)
	const dashboard = site('/viewprofile/requests', target.locale)
	const own = translator(target.locale)
	await sendMail(
		mail(
			target.email,
			own('contact.mail.reminder.subject', { visitor }),
			[
				greeting(toOneLine(target.name), target.locale),
				paragraph(own('contact.mail.reminder.text', { visitor, sent: dayWords(request.confirmedAt!, target.timeZone, target.locale) })),
				textSays(button(own('contact.mail.dietitian.answerButton'), dashboard), own('contact.mail.reminder.buttonText', { url: dashboard })),
				note(own('contact.mail.reminder.note')),
			],
			{},
			target.locale,
		),
	)
}
