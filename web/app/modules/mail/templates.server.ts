import { translator } from '#app/i18n/catalogue.server.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { button, code, greeting, htmlOnly, link, note, paragraph, quote, renderMail, steps, textSays, title, type MailBody, type Words } from './mail-blocks.server.ts'
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

/** The code that proves a visitor's address before what they sent is erased (issue 48 point 5). */
export function erasureCodeMail(input: { to: string; code: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return mail(
		input.to,
		t('privacy.erase.codeSubject'),
		[
			paragraph(t('privacy.erase.codeIntro')),
			[textSays(code(t('privacy.erase.codeLead'), input.code), t('privacy.erase.codeText', { code: input.code })), note(t('privacy.erase.codeValidity'))],
		],
		input.locale,
	)
}

/**
 * The first newsletter mail; like every one after it, it goes on the broadcast stream and carries a one-click
 * unsubscribe (RFC 8058) and a mailto: one beside it, which some mailbox providers use alone (RFC 2369).
 */
export function newsletterWelcomeMail(input: { to: string; unsubscribeUrl: string; unsubscribeMailto: string; locale: Locale }): Mail {
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
			{ name: 'List-Unsubscribe', value: `<${input.unsubscribeUrl}>, <${input.unsubscribeMailto}>` },
			{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
		],
		stream: 'broadcast',
	}
}

/** A message with the title in bold: the catalogue's words around it, the title as typed. */
function withTitle(t: Translate, key: string, title: string): Words[] {
	const marker = '\u0000'
	const [before = '', after = ''] = t(key, { title: marker }).split(marker)
	return [before, { strong: title }, after]
}

// The mails to account holders below are in the account's language (issue 42 point 10).

/** To the site admins: an author submitted an article for review. */
export function articleSubmittedMail(input: { to: string; authorName: string; title: string; link: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	const article = toOneLine(input.title)
	return mail(
		input.to,
		t('mail-notices.article.submittedSubject', { title: article }),
		[
			paragraph(t('mail-notices.article.submittedText', { author: toOneLine(input.authorName) })),
			title(article),
			[
				htmlOnly(paragraph(t('mail-notices.article.submittedRead'))),
				textSays(button(t('mail-notices.article.submittedButton'), input.link), t('mail-notices.article.submittedButtonText', { url: input.link })),
			],
		],
		input.locale,
	)
}

/** To the author: an editor published the article. */
export function articlePublishedMail(input: { to: string; name: string; title: string; link: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	const article = toOneLine(input.title)
	return mail(
		input.to,
		t('mail-notices.article.publishedSubject', { title: article }),
		[
			greeting(toOneLine(input.name), input.locale),
			[
				textSays(paragraph(...withTitle(t, 'mail-notices.article.publishedText', article)), t('mail-notices.article.publishedTextPlain', { title: article })),
				textSays(button(t('mail-notices.article.publishedButton'), input.link), input.link),
			],
		],
		input.locale,
	)
}

/** To the author: an editor sent the article back, with the reason (`reason` null: the editor left no note). */
export function articleReturnedMail(input: { to: string; name: string; title: string; reason: string | null; link: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	const article = toOneLine(input.title)
	return mail(
		input.to,
		t('mail-notices.article.returnedSubject', { title: article }),
		[
			greeting(toOneLine(input.name), input.locale),
			paragraph(...withTitle(t, 'mail-notices.article.returnedText', article)),
			quote(toOneLine(input.reason || t('mail-notices.article.returnedNoNote'))),
			textSays(button(t('mail-notices.article.returnedButton'), input.link), t('mail-notices.article.returnedButtonText', { url: input.link })),
		],
		input.locale,
	)
}

/** To the dietitian: the profile was submitted and waits for an administrator's check. */
export function profileSubmittedMail(input: { to: string; firstName: string; profileLink: string; locale: Locale }): Mail {
	const t = translator(input.locale)
	return mail(
		input.to,
		t('mail-notices.submitted.subject'),
		[
			greeting(toOneLine(input.firstName), input.locale),
			[
				paragraph(t('mail-notices.submitted.text')),
				textSays(button(t('mail-notices.submitted.button'), input.profileLink), t('mail-notices.submitted.buttonText', { url: input.profileLink })),
			],
		],
		input.locale,
	)
}

/** To an account holder: what an administrator changed on their account (listing decision, suspension, plan, deletion), in words already in their language. */
export function accountNoticeMail(input: { to: string; firstName: string; subject: string; lines: string[]; link?: { url: string; label: string }; locale: Locale }): Mail {
	return mail(
		input.to,
		input.subject,
		[greeting(toOneLine(input.firstName), input.locale), input.lines.map((line) => paragraph(toOneLine(line))), ...(input.link ? [button(input.link.label, input.link.url)] : [])],
		input.locale,
	)
}

/**
 * To the dietitian, after each paid invoice (the first payment and every
 * renewal, in Stripe mode and test mode alike): the plan is active, what was
 * paid, until when, and where the receipt is. Stripe sends no receipt unless
 * asked, so this is the one the dietitian gets. Days and the plan's name come in the reader's language.
 */
export function planActiveMail(input: {
	to: string
	firstName: string
	planName: string
	amount: string
	paidOn: string
	until: string | null
	invoiceUrl: string | null
	billingUrl: string
	locale: Locale
}): Mail {
	const t = translator(input.locale)
	const words = { plan: input.planName, amount: input.amount, day: input.paidOn, until: input.until ?? '' }
	return mail(
		input.to,
		t('mail-notices.planActive.subject', { plan: input.planName }),
		[
			greeting(toOneLine(input.firstName), input.locale),
			[
				paragraph(input.until ? t('mail-notices.planActive.paidUntil', words) : t('mail-notices.planActive.paid', words)),
				...(input.invoiceUrl ? [textSays(link(t('mail-notices.planActive.invoice'), input.invoiceUrl), t('mail-notices.planActive.invoiceText', { url: input.invoiceUrl }))] : []),
			],
			textSays(button(t('mail-notices.planActive.billing'), input.billingUrl), t('mail-notices.planActive.billingText', { url: input.billingUrl })),
		],
		input.locale,
	)
}
