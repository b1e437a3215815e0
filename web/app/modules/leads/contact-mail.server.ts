import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { otherDietitians } from '#app/modules/directory/other-dietitians.server.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { button, greeting, htmlOnly, lines, note, paragraph, quote, renderMail, textSays, type MailBody } from '#app/modules/mail/mail-blocks.server.ts'
import { sendMail, type Mail } from '#app/modules/mail/mailer.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { confirmLinkPurpose } from './contact-confirmation.server.ts'
import { dayWords, deadlineWords } from './reply-deadline.ts'
import { findContactRequest, markMailed, type ContactRequestRow } from './contact-requests.server.ts'
import { withoutLinks } from './without-links.ts'

// What a visitor typed goes through toOneLine before it reaches a block, and,
// in any mail to the visitor's address, through withoutLinks too.

const mail = (to: string, subject: string, body: MailBody, extra: Partial<Mail> = {}): Mail => ({ to, subject, ...renderMail(subject, body), ...extra })

const site = (path: string) => new URL(path, getEnv().SITE_URL).toString()

async function load(requestId: number) {
	const request = await findContactRequest(requestId)
	const target = request ? await getContactTarget(request.profileUserId) : null
	return request && target ? { request, target } : null
}

const contactLines = (request: ContactRequestRow, quoteFor: 'dietitian' | 'visitor') => {
	const own = (text: string) => (quoteFor === 'visitor' ? withoutLinks(toOneLine(text)) : toOneLine(text))
	return lines([
		`Name: ${own(request.name)}`,
		`E-mail: ${toOneLine(request.email)}`,
		...(request.phone ? [`Phone: ${toOneLine(request.phone)}`] : []),
		`Prefers to be contacted by ${request.preferredContact === 'phone' ? 'phone' : 'e-mail'}`,
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
	const links = await issueActionLinks(request.id, [{ purpose: confirmLinkPurpose, path: '/contact/confirm' }], request.confirmBy.getTime() - now().getTime())
	const url = links[confirmLinkPurpose]
	await sendMail(
		mail(request.email, `Confirm your message to ${target.name}`, [
			paragraph('Hello,'),
			paragraph(`A message to ${target.name} was written on American Dietitian with this e-mail address. Confirm your address to send it: nothing is sent until you do.`),
			textSays(button('Confirm and send my message', url), `Confirm and send my message: ${url}`),
			note('If you did not write it, ignore this e-mail: nothing is sent, and the message is deleted within 24 hours.'),
		]),
	)
}

/** The durable job's work: the confirmed request to the dietitian, reply-to the visitor, with the deadline. */
export async function mailContactRequest(requestId: number) {
	const found = await load(requestId)
	// The account or the request was deleted since, or it was never confirmed: nothing to send.
	if (!found || found.request.mailedAt || !found.request.confirmedAt) return
	const { request, target } = found
	// A path the server sees whole (a #fragment never reaches it): signed out, the dietitian comes back to it after signing in.
	const dashboard = site('/viewprofile/requests')
	const visitor = toOneLine(request.name)
	const due = request.replyDueAt ? deadlineWords(request.replyDueAt, target.timeZone) : null
	await sendMail(
		mail(
			target.email,
			`New contact request from ${visitor}`,
			[
				greeting(toOneLine(target.name)),
				paragraph(`${visitor} wrote to you through your American Dietitian profile:`),
				quote(request.message),
				contactLines(request, 'dietitian'),
				[
					htmlOnly(paragraph('Answer from your requests page (your reply is recorded), or reply to this e-mail and mark the request answered there.')),
					textSays(button('Answer on your requests page', dashboard), `Answer from your requests page (your reply is recorded), or reply to this e-mail and mark the request answered there: ${dashboard}`),
				],
				...(due ? [note(`Please answer by ${due} (two business days). Your profile shows how quickly you usually reply.`)] : []),
			],
			{ replyTo: request.email },
		),
	)
	await markMailed(request.id)
}

/** The durable job's work: the visitor's copy of what they sent, every link in it taken out. */
export async function mailContactRequestCopy(requestId: number) {
	const found = await load(requestId)
	if (!found || !found.request.confirmedAt) return
	const { request, target } = found
	await sendMail(
		mail(request.email, `Your message to ${target.name}`, [
			greeting(withoutLinks(toOneLine(request.name))),
			paragraph(`We sent your message to ${target.name}, who is asked to answer within two business days. Your message (links are left out of this copy):`),
			quote(withoutLinks(request.message)),
			contactLines(request, 'visitor'),
		]),
	)
}

/** The durable job's work: the dietitian's reply from the site, Reply-To the dietitian so the conversation goes on by e-mail. */
export async function mailContactReply(requestId: number) {
	const found = await load(requestId)
	if (!found) return
	const { request, target } = found
	if (request.replyKind !== 'site' || !request.replyMessage) return
	await sendMail(
		mail(
			request.email,
			`${target.name} replied to your message`,
			[greeting(withoutLinks(toOneLine(request.name))), paragraph(`${target.name} answered your message sent through American Dietitian:`), quote(request.replyMessage), note(`Reply to this e-mail to write to ${target.name} directly.`)],
			{ replyTo: target.email },
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
	const sent = dayWords(request.confirmedAt!, target.timeZone)
	const others = await otherDietitians(target.id, { ...target.place, specialty: target.place.specialties[0] ?? null })
	const search = site('/search')
	await sendMail(
		mail(request.email, `${target.name} has not answered yet`, [
			greeting(withoutLinks(visitor)),
			paragraph(`${target.name} has not answered your message of ${sent} within two business days. They may still write to you; meanwhile, you could also ask another dietitian.`),
			...(others.length
				? [paragraph('These dietitians are accepting new clients and work in the same field and area:'), lines(others.map((o) => `${o.name} (${o.place}): ${o.url}`))]
				: []),
			textSays(button('Find another dietitian', search), `Find another dietitian: ${search}`),
		]),
	)
	const dashboard = site('/viewprofile/requests')
	await sendMail(
		mail(target.email, `Reminder: ${visitor} is waiting for your answer`, [
			greeting(toOneLine(target.name)),
			paragraph(`${visitor} wrote to you on ${sent}, and the two business days to answer have passed. We told them you may still write, and named other dietitians they could ask.`),
			textSays(button('Answer on your requests page', dashboard), `Answer, or mark the request answered if you replied by phone or e-mail: ${dashboard}`),
			note('Your profile shows the share of requests you answer in time.'),
		]),
	)
}
