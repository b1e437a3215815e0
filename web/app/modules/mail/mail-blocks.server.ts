import { toOneLine } from '#app/modules/validation/text.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Locale } from '#app/i18n/locale.ts'

/** Words of a paragraph; a { strong } part is bold in the HTML and in quotes in the text. */
export type Words = string | { strong: string }

type Content =
	| { kind: 'paragraph'; words: Words[]; look?: 'note' | 'title' }
	/** A code to type, under the sentence that asks for it. */
	| { kind: 'code'; lead: string; code: string }
	| { kind: 'button'; label: string; url: string }
	| { kind: 'link'; label: string; url: string; look?: 'note' }
	/** A numbered list; a step may be a link. */
	| { kind: 'steps'; steps: (string | { label: string; url: string })[] }
	/** Lines kept apart by line breaks, such as a visitor's message, each as typed. */
	| { kind: 'lines'; lines: string[]; look?: 'quote' }

/**
 * One part of a mail, written once for its text and its HTML. `text` replaces
 * the plain-text version where it says the thing differently (a text mail has
 * no buttons: it names the address), or leaves it out (null).
 */
export type Block = Content & { text?: string | null }

/**
 * A mail's body: its paragraphs of plain text, in order. A group of blocks is
 * one paragraph of the text, its blocks on consecutive lines; the HTML shows
 * every block on its own.
 */
export type MailBody = (Block | Block[])[]

// Control characters become spaces, so nothing inside a value can break the markup's lines.
const escapeHtml = (text: string) =>
	text
		.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;')

const looks = {
	note: ' style="color:#475569"',
	title: ' style="font-weight:bold"',
	quote: ' style="margin:0;border-left:4px solid #a7f3d0;padding:8px 16px;color:#334155"',
	button: ' style="background:#047857;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold"',
	code: ' style="font-size:28px;letter-spacing:6px;font-weight:bold;background:#ecfdf5;color:#065f46;padding:12px 16px;border-radius:8px;display:inline-block"',
}

const wordsText = (words: Words[]) => words.map((part) => (typeof part === 'string' ? part : `"${part.strong}"`)).join('')
const wordsHtml = (words: Words[]) => words.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`)).join('')
const linkHtml = (label: string, url: string, style = '') => `<a href="${escapeHtml(url)}"${style}>${escapeHtml(label)}</a>`

function textOf(block: Block): string | null {
	if (block.text !== undefined) return block.text
	switch (block.kind) {
		case 'paragraph':
			return wordsText(block.words)
		case 'code':
			return `${block.lead} ${block.code}`
		case 'button':
		case 'link':
			return `${block.label}: ${block.url}`
		case 'steps':
			return block.steps.map((step, index) => `${index + 1}. ${typeof step === 'string' ? step : `${step.label}: ${step.url}`}`).join('\n')
		case 'lines':
			return block.lines.join('\n')
	}
}

function htmlOf(block: Block): string {
	switch (block.kind) {
		case 'paragraph':
			return `<p${block.look ? looks[block.look] : ''}>${wordsHtml(block.words)}</p>`
		case 'code':
			return `<p>${escapeHtml(block.lead)}</p><p${looks.code}>${escapeHtml(block.code)}</p>`
		case 'button':
			return `<p>${linkHtml(block.label, block.url, looks.button)}</p>`
		case 'link':
			return `<p${block.look ? looks[block.look] : ''}>${linkHtml(block.label, block.url)}</p>`
		case 'steps':
			return `<ol>${block.steps.map((step) => `<li>${typeof step === 'string' ? escapeHtml(step) : linkHtml(step.label, step.url)}</li>`).join('')}</ol>`
		case 'lines': {
			// Typed lines are trimmed here too: a stray carriage return or space does not reach the markup.
			const lines = block.lines.map((line) => escapeHtml(toOneLine(line))).join('<br>')
			return block.look === 'quote' ? `<blockquote${looks.quote}>${lines}</blockquote>` : `<p>${lines}</p>`
		}
	}
}

function layout(title: string, bodyHtml: string, locale: Locale) {
	return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(toOneLine(title))}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#065f46;padding-bottom:16px">American Dietitian</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#64748b;padding-top:24px">${escapeHtml(translator(locale)('common.mailFooter'))}</td></tr>
</table></td></tr></table></body></html>`
}

/** The plain text and the HTML of a mail, from one body, in the language of its words (issue 32: a visitor's mails follow their page). */
export function renderMail(subject: string, body: MailBody, locale: Locale = 'en'): { text: string; html: string } {
	const paragraphs = body.map((part) => (Array.isArray(part) ? part : [part]))
	const text = paragraphs
		.map((blocks) => blocks.map(textOf).filter((line) => line !== null))
		.filter((paragraph) => paragraph.length > 0)
		.map((paragraph) => paragraph.join('\n'))
		.join('\n\n')
	return { text, html: layout(subject, paragraphs.flat().map(htmlOf).join('\n'), locale) }
}

export const paragraph = (...words: Words[]): Block => ({ kind: 'paragraph', words })
/** A paragraph in grey: validity, how to unsubscribe. */
export const note = (text: string): Block => ({ kind: 'paragraph', words: [text], look: 'note' })
/** A paragraph in bold, such as an article's title. */
export const title = (text: string): Block => ({ kind: 'paragraph', words: [text], look: 'title' })
export const greeting = (name: string, locale: Locale = 'en'): Block => paragraph(translator(locale)('common.mailGreeting', { name }))
export const code = (lead: string, value: string): Block => ({ kind: 'code', lead, code: value })
export const button = (label: string, url: string): Block => ({ kind: 'button', label, url })
export const link = (label: string, url: string, look?: 'note'): Block => ({ kind: 'link', label, url, look })
export const steps = (...list: (string | { label: string; url: string })[]): Block => ({ kind: 'steps', steps: list })
export const lines = (list: string[]): Block => ({ kind: 'lines', lines: list })
/** A quoted text, line breaks kept: a visitor's message, an editor's note. */
export const quote = (text: string): Block => ({ kind: 'lines', lines: text.split('\n'), look: 'quote' })
/** The block with other words in the plain text. */
export const textSays = (block: Block, text: string): Block => ({ ...block, text })
/** The block in the HTML only: the plain text says it elsewhere. */
export const htmlOnly = (block: Block): Block => ({ ...block, text: null })
