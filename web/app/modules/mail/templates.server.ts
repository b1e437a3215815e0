import { toOneLine } from '#app/modules/validation/text.ts'
import type { Mail } from './mailer.server.ts'

/** HTML-escaped and on one line: what a user typed never shapes the mail. */
const escapeHtml = (text: string) =>
	toOneLine(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

function layout(title: string, bodyHtml: string) {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#065f46;padding-bottom:16px">American Dietitian</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#64748b;padding-top:24px">You get this e-mail because of an action on americandietitian.example. If it was not you, ignore it.</td></tr>
</table></td></tr></table></body></html>`
}

const codeBlock = (code: string) =>
	`<p style="font-size:28px;letter-spacing:6px;font-weight:bold;background:#ecfdf5;color:#065f46;padding:12px 16px;border-radius:8px;display:inline-block">${escapeHtml(code)}</p>`

export function verificationMail(input: { to: string; firstName: string; link: string; code: string }): Mail {
	const subject = 'Verify your e-mail address'
	return {
		to: input.to,
		subject,
		text: [
			`Hi ${toOneLine(input.firstName)},`,
			'',
			'Welcome to American Dietitian. Confirm your e-mail address by opening this link:',
			input.link,
			'',
			`Or enter this code on the verification page: ${input.code}`,
			'The link is valid for 24 hours, the code for 15 minutes.',
		].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(input.firstName)},</p>
<p>Welcome to American Dietitian. Confirm your e-mail address:</p>
<p><a href="${escapeHtml(input.link)}" style="background:#047857;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">Verify my e-mail</a></p>
<p>Or enter this code on the verification page:</p>${codeBlock(input.code)}
<p style="color:#475569">The link is valid for 24 hours, the code for 15 minutes.</p>`,
		),
	}
}

export function resetCodeMail(input: { to: string; firstName: string; code: string }): Mail {
	const subject = 'Your password reset code'
	return {
		to: input.to,
		subject,
		text: [
			`Hi ${toOneLine(input.firstName)},`,
			'',
			`Your code to reset your American Dietitian password is ${input.code}.`,
			'It is valid for 15 minutes. If you did not ask for it, your password stays as it is.',
		].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(input.firstName)},</p><p>Your code to reset your password:</p>${codeBlock(input.code)}
<p style="color:#475569">It is valid for 15 minutes. If you did not ask for it, your password stays as it is.</p>`,
		),
	}
}

export function welcomeMail(input: { to: string; firstName: string; siteUrl: string }): Mail {
	const subject = 'Welcome to American Dietitian'
	const pricing = new URL('/services', input.siteUrl).toString()
	return {
		to: input.to,
		subject,
		text: [
			`Hi ${toOneLine(input.firstName)},`,
			'',
			'Your e-mail address is verified. Next steps:',
			`1. Choose a plan: ${pricing}`,
			'2. Set up your profile so people near you can find you.',
		].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(input.firstName)},</p><p>Your e-mail address is verified. Next steps:</p>
<ol><li><a href="${escapeHtml(pricing)}">Choose a plan</a></li><li>Set up your profile so people near you can find you.</li></ol>`,
		),
	}
}

export function newsletterCodeMail(input: { to: string; code: string }): Mail {
	const subject = 'Confirm your newsletter subscription'
	return {
		to: input.to,
		subject,
		text: [
			'Hi,',
			'',
			`Your code to confirm the American Dietitian newsletter is ${input.code}.`,
			'It is valid for 15 minutes. If you did not ask to subscribe, ignore this e-mail: nothing happens without the code.',
		].join('\n'),
		html: layout(
			subject,
			`<p>Hi,</p><p>Your code to confirm the American Dietitian newsletter:</p>${codeBlock(input.code)}
<p style="color:#475569">It is valid for 15 minutes. If you did not ask to subscribe, ignore this e-mail: nothing happens without the code.</p>`,
		),
	}
}

/** The first newsletter mail; like every one after it, it carries a one-click unsubscribe (RFC 8058). */
export function newsletterWelcomeMail(input: { to: string; unsubscribeUrl: string }): Mail {
	const subject = 'You are subscribed to the American Dietitian newsletter'
	return {
		to: input.to,
		subject,
		headers: [
			{ name: 'List-Unsubscribe', value: `<${input.unsubscribeUrl}>` },
			{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
		],
		text: [
			'Hi,',
			'',
			'Thank you for subscribing. Once a month we send new articles by registered dietitians and news from the directory.',
			'',
			`Unsubscribe with one click: ${input.unsubscribeUrl}`,
		].join('\n'),
		html: layout(
			subject,
			`<p>Hi,</p><p>Thank you for subscribing. Once a month we send new articles by registered dietitians and news from the directory.</p>
<p style="color:#475569"><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe with one click</a></p>`,
		),
	}
}

const button = (link: string, label: string) =>
	`<p><a href="${escapeHtml(link)}" style="background:#047857;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`

/** To the site admins: an author submitted an article for review. */
export function articleSubmittedMail(input: { to: string; authorName: string; title: string; link: string }): Mail {
	const title = toOneLine(input.title)
	const author = toOneLine(input.authorName)
	const subject = `For review: ${title}`
	return {
		to: input.to,
		subject,
		text: [`${author} submitted an article for review:`, '', title, '', `Read it, then publish it or return it with a reason: ${input.link}`].join('\n'),
		html: layout(
			subject,
			`<p>${escapeHtml(author)} submitted an article for review:</p><p style="font-weight:bold">${escapeHtml(title)}</p>
<p>Read it, then publish it or return it with a reason.</p>${button(input.link, 'Review the article')}`,
		),
	}
}

/** To the author: an editor published the article. */
export function articlePublishedMail(input: { to: string; name: string; title: string; link: string }): Mail {
	const title = toOneLine(input.title)
	const subject = `Published: ${title}`
	return {
		to: input.to,
		subject,
		text: [`Hi ${toOneLine(input.name)},`, '', `Your article "${title}" is now live in the Authors Digest:`, input.link].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(toOneLine(input.name))},</p><p>Your article <strong>${escapeHtml(title)}</strong> is now live in the Authors Digest.</p>${button(input.link, 'See it on the site')}`,
		),
	}
}

/** To the author: an editor sent the article back, with the reason. */
export function articleReturnedMail(input: { to: string; name: string; title: string; reason: string; link: string }): Mail {
	const title = toOneLine(input.title)
	const reason = toOneLine(input.reason)
	const subject = `Changes requested: ${title}`
	return {
		to: input.to,
		subject,
		text: [`Hi ${toOneLine(input.name)},`, '', `An editor returned your article "${title}" to you as a draft. Their note:`, '', reason, '', `Edit it and submit it again: ${input.link}`].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(toOneLine(input.name))},</p><p>An editor returned your article <strong>${escapeHtml(title)}</strong> to you as a draft. Their note:</p>
<blockquote style="margin:0;border-left:4px solid #a7f3d0;padding:8px 16px;color:#334155">${escapeHtml(reason)}</blockquote>${button(input.link, 'Edit the article')}`,
		),
	}
}

type ContactRequestFields = { name: string; email: string; phone: string | null; preferredContact: string; message: string }

/** A visitor's multi-line message: each line escaped, line breaks kept. */
const messageHtml = (message: string) => message.split('\n').map(escapeHtml).join('<br>')

const contactLines = (request: ContactRequestFields) => [
	`Name: ${toOneLine(request.name)}`,
	`E-mail: ${toOneLine(request.email)}`,
	...(request.phone ? [`Phone: ${toOneLine(request.phone)}`] : []),
	`Prefers to be contacted by ${request.preferredContact === 'phone' ? 'phone' : 'e-mail'}`,
]

/** To the dietitian: a visitor's contact request; replying answers the visitor. */
export function contactRequestMail(input: { to: string; dietitianName: string; request: ContactRequestFields; dashboard: string }): Mail {
	const visitor = toOneLine(input.request.name)
	const subject = `New contact request from ${visitor}`
	return {
		to: input.to,
		replyTo: input.request.email,
		subject,
		text: [`Hi ${toOneLine(input.dietitianName)},`, '', `${visitor} wrote to you through your American Dietitian profile:`, '', input.request.message, '', ...contactLines(input.request), '', `Reply to this e-mail to answer. All your requests: ${input.dashboard}`].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(input.dietitianName)},</p><p>${escapeHtml(visitor)} wrote to you through your American Dietitian profile:</p>
<blockquote style="margin:0;border-left:4px solid #a7f3d0;padding:8px 16px;color:#334155">${messageHtml(input.request.message)}</blockquote>
<p>${contactLines(input.request).map(escapeHtml).join('<br>')}</p>
<p>Reply to this e-mail to answer.</p>${button(input.dashboard, 'See all your requests')}`,
		),
	}
}

/** To the visitor: a copy of the request they sent. */
export function contactRequestCopyMail(input: { to: string; dietitianName: string; request: ContactRequestFields }): Mail {
	const dietitian = toOneLine(input.dietitianName)
	const subject = `Your message to ${dietitian}`
	return {
		to: input.to,
		subject,
		text: [`Hi ${toOneLine(input.request.name)},`, '', `We sent your message to ${dietitian}, who will contact you directly. Your message:`, '', input.request.message, '', ...contactLines(input.request)].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(input.request.name)},</p><p>We sent your message to ${escapeHtml(dietitian)}, who will contact you directly. Your message:</p>
<blockquote style="margin:0;border-left:4px solid #a7f3d0;padding:8px 16px;color:#334155">${messageHtml(input.request.message)}</blockquote>
<p>${contactLines(input.request).map(escapeHtml).join('<br>')}</p>`,
		),
	}
}

/** To the dietitian: the profile was submitted and waits for an administrator's check. */
export function profileSubmittedMail(input: { to: string; firstName: string; profileLink: string }): Mail {
	const subject = 'Your profile is submitted for review'
	return {
		to: input.to,
		subject,
		text: [
			`Hi ${toOneLine(input.firstName)},`,
			'',
			'Thank you: your profile is submitted. An administrator checks your credentials (NPI, CDR registration, state license), usually within two business days, and we e-mail you when it is listed.',
			`You can keep editing it meanwhile: ${input.profileLink}`,
		].join('\n'),
		html: layout(
			subject,
			`<p>Hi ${escapeHtml(input.firstName)},</p><p>Thank you: your profile is submitted. An administrator checks your credentials (NPI, CDR registration, state license), usually within two business days, and we e-mail you when it is listed.</p>
${button(input.profileLink, 'Your profile')}`,
		),
	}
}

/** To an account holder: what an administrator changed on their account (listing decision, suspension, plan, deletion). */
export function accountNoticeMail(input: { to: string; firstName: string; subject: string; lines: string[]; link?: { url: string; label: string } }): Mail {
	const lines = input.lines.map(toOneLine)
	return {
		to: input.to,
		subject: input.subject,
		text: [`Hi ${toOneLine(input.firstName)},`, '', ...lines, ...(input.link ? ['', `${input.link.label}: ${input.link.url}`] : [])].join('\n'),
		html: layout(
			input.subject,
			`<p>Hi ${escapeHtml(input.firstName)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${input.link ? button(input.link.url, input.link.label) : ''}`,
		),
	}
}
