import { translator } from '#app/i18n/catalogue.server.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { button, code, greeting, htmlOnly, lines, link, note, paragraph, quote, renderMail, steps, textSays, title, type MailBody } from './mail-blocks.server.ts'
import type { Mail } from './mailer.server.ts'

// What a user typed goes through toOneLine before it reaches a block: a name or
// a title never adds lines to a mail or shapes its headers.

const mail = (to: string, subject: string, body: MailBody, locale: Locale = 'en'): Mail => ({ to, subject, ...renderMail(subject, body, locale) })

// The account's and the newsletter's mails are in the reader's language (issue 32): the account's, or the page's.

export function verificationMail(input: { to: string; firstName: string; link: string; code: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return mail(
		input.to,
		t('mail-accounts.verification.subject'),
		[
			greeting(toOneLine(input.firstName), input.locale),
			[
				textSays(paragraph(t('mail-accounts.verification.intro')), t('mail-accounts.verification.introText')),
				textSays(button(t('mail-accounts.verification.button'), input.link), input.link),
			],
			[code(t('mail-accounts.verification.codeLead'), input.code), note(t('mail-accounts.verification.validity'))],
		],
		input.locale,
	)
}

export function resetCodeMail(input: { to: string; firstName: string; code: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return mail(
		input.to,
		t('mail-accounts.reset.subject'),
		[
			greeting(toOneLine(input.firstName), input.locale),
			[
				textSays(code(t('mail-accounts.reset.codeLead'), input.code), t('mail-accounts.reset.codeText', { code: input.code })),
				note(t('mail-accounts.reset.validity')),
			],
		],
		input.locale,
	)
}

export function welcomeMail(input: { to: string; firstName: string; siteUrl: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return mail(
		input.to,
		t('mail-accounts.welcome.subject'),
		[
			greeting(toOneLine(input.firstName), input.locale),
			[
				paragraph(t('mail-accounts.welcome.intro')),
				steps(
					{ label: t('mail-accounts.welcome.choosePlan'), url: new URL(localizePath('/services', input.locale), input.siteUrl).toString() },
					t('mail-accounts.welcome.setUpProfile'),
				),
			],
		],
		input.locale,
	)
}

export function newsletterCodeMail(input: { to: string; code: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return mail(
		input.to,
		t('mail-accounts.newsletterCode.subject'),
		[
			paragraph(t('mail-accounts.newsletterCode.hi')),
			[
				textSays(code(t('mail-accounts.newsletterCode.codeLead'), input.code), t('mail-accounts.newsletterCode.codeText', { code: input.code })),
				note(t('mail-accounts.newsletterCode.validity')),
			],
		],
		input.locale,
	)
}

/** The first newsletter mail; like every one after it, it carries a one-click unsubscribe (RFC 8058). */
export function newsletterWelcomeMail(input: { to: string; unsubscribeUrl: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return {
		...mail(
			input.to,
			t('mail-accounts.newsletterWelcome.subject'),
			[
				paragraph(t('mail-accounts.newsletterWelcome.hi')),
				paragraph(t('mail-accounts.newsletterWelcome.thanks')),
				link(t('mail-accounts.newsletterWelcome.unsubscribe'), input.unsubscribeUrl, 'note'),
			],
			input.locale,
		),
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
