import { toOneLine } from '#app/modules/validation/text.ts'
import { button, code, greeting, htmlOnly, lines, link, note, paragraph, quote, renderMail, steps, textSays, title, type MailBody } from './mail-blocks.server.ts'
import type { Mail } from './mailer.server.ts'

// What a user typed goes through toOneLine before it reaches a block: a name or
// a title never adds lines to a mail or shapes its headers.

const mail = (to: string, subject: string, body: MailBody): Mail => ({ to, subject, ...renderMail(subject, body) })

export function verificationMail(input: { to: string; firstName: string; link: string; code: string }): Mail {
	return mail(input.to, 'Verify your e-mail address', [
		greeting(toOneLine(input.firstName)),
		[
			textSays(paragraph('Welcome to American Dietitian. Confirm your e-mail address:'), 'Welcome to American Dietitian. Confirm your e-mail address by opening this link:'),
			textSays(button('Verify my e-mail', input.link), input.link),
		],
		[code('Or enter this code on the verification page:', input.code), note('The link is valid for 24 hours, the code for 15 minutes.')],
	])
}

export function resetCodeMail(input: { to: string; firstName: string; code: string }): Mail {
	return mail(input.to, 'Your password reset code', [
		greeting(toOneLine(input.firstName)),
		[
			textSays(code('Your code to reset your password:', input.code), `Your code to reset your American Dietitian password is ${input.code}.`),
			note('It is valid for 15 minutes. If you did not ask for it, your password stays as it is.'),
		],
	])
}

export function welcomeMail(input: { to: string; firstName: string; siteUrl: string }): Mail {
	return mail(input.to, 'Welcome to American Dietitian', [
		greeting(toOneLine(input.firstName)),
		[
			paragraph('Your e-mail address is verified. Next steps:'),
			steps({ label: 'Choose a plan', url: new URL('/services', input.siteUrl).toString() }, 'Set up your profile so people near you can find you.'),
		],
	])
}

export function newsletterCodeMail(input: { to: string; code: string }): Mail {
	return mail(input.to, 'Confirm your newsletter subscription', [
		paragraph('Hi,'),
		[
			textSays(code('Your code to confirm the American Dietitian newsletter:', input.code), `Your code to confirm the American Dietitian newsletter is ${input.code}.`),
			note('It is valid for 15 minutes. If you did not ask to subscribe, ignore this e-mail: nothing happens without the code.'),
		],
	])
}

/** The first newsletter mail; like every one after it, it carries a one-click unsubscribe (RFC 8058). */
export function newsletterWelcomeMail(input: { to: string; unsubscribeUrl: string }): Mail {
	return {
		...mail(input.to, 'You are subscribed to the American Dietitian newsletter', [
			paragraph('Hi,'),
			paragraph('Thank you for subscribing. Once a month we send new articles by registered dietitians and news from the directory.'),
			link('Unsubscribe with one click', input.unsubscribeUrl, 'note'),
		]),
		headers: [
			{ name: 'List-Unsubscribe', value: `<${input.unsubscribeUrl}>` },
			{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
		],
	}
}

/** To the site admins: an author submitted an article for review. */
export function articleSubmittedMail(input: { to: string; authorName: string; title: string; link: string }): Mail {
	const article = toOneLine(input.title)
	return mail(input.to, `For review: ${article}`, [
		paragraph(`${toOneLine(input.authorName)} submitted an article for review:`),
		title(article),
		[
			htmlOnly(paragraph('Read it, then publish it or return it with a reason.')),
			textSays(button('Review the article', input.link), `Read it, then publish it or return it with a reason: ${input.link}`),
		],
	])
}

/** To the author: an editor published the article. */
export function articlePublishedMail(input: { to: string; name: string; title: string; link: string }): Mail {
	const article = toOneLine(input.title)
	return mail(input.to, `Published: ${article}`, [
		greeting(toOneLine(input.name)),
		[
			textSays(paragraph('Your article ', { strong: article }, ' is now live in the Authors Digest.'), `Your article "${article}" is now live in the Authors Digest:`),
			textSays(button('See it on the site', input.link), input.link),
		],
	])
}

/** To the author: an editor sent the article back, with the reason. */
export function articleReturnedMail(input: { to: string; name: string; title: string; reason: string; link: string }): Mail {
	const article = toOneLine(input.title)
	return mail(input.to, `Changes requested: ${article}`, [
		greeting(toOneLine(input.name)),
		paragraph('An editor returned your article ', { strong: article }, ' to you as a draft. Their note:'),
		quote(toOneLine(input.reason)),
		textSays(button('Edit the article', input.link), `Edit it and submit it again: ${input.link}`),
	])
}

/** To the dietitian: the profile was submitted and waits for an administrator's check. */
export function profileSubmittedMail(input: { to: string; firstName: string; profileLink: string }): Mail {
	return mail(input.to, 'Your profile is submitted for review', [
		greeting(toOneLine(input.firstName)),
		[
			paragraph('Thank you: your profile is submitted. An administrator checks your credentials (NPI, CDR registration, state license), usually within two business days, and we e-mail you when it is listed.'),
			textSays(button('Your profile', input.profileLink), `You can keep editing it meanwhile: ${input.profileLink}`),
		],
	])
}

/** To an account holder: what an administrator changed on their account (listing decision, suspension, plan, deletion). */
export function accountNoticeMail(input: { to: string; firstName: string; subject: string; lines: string[]; link?: { url: string; label: string } }): Mail {
	return mail(input.to, input.subject, [
		greeting(toOneLine(input.firstName)),
		input.lines.map((line) => paragraph(toOneLine(line))),
		...(input.link ? [button(input.link.label, input.link.url)] : []),
	])
}

/**
 * To the dietitian, after each paid invoice (the first payment and every
 * renewal, in Stripe mode and test mode alike): the plan is active, what was
 * paid, until when, and where the receipt is. Stripe sends no receipt unless
 * asked, so this is the one the dietitian gets.
 */
export function planActiveMail(input: { to: string; firstName: string; planName: string; amount: string; paidOn: string; until: string | null; invoiceUrl: string | null; billingUrl: string }): Mail {
	return mail(input.to, `Your ${input.planName} plan is active`, [
		greeting(toOneLine(input.firstName)),
		[
			paragraph(
				input.until
					? `Thank you for your payment of ${input.amount} on ${input.paidOn}. Your ${input.planName} plan is active until ${input.until} and renews by itself unless you cancel it.`
					: `Thank you for your payment of ${input.amount} on ${input.paidOn}. Your ${input.planName} plan is active.`,
			),
			...(input.invoiceUrl ? [textSays(link('See the invoice', input.invoiceUrl), `The invoice: ${input.invoiceUrl}`)] : []),
		],
		textSays(button('Your billing', input.billingUrl), `Your plan and payments: ${input.billingUrl}`),
	])
}
