import { z } from 'zod'

// C0 and C1 control characters except tab, line feed and carriage return
// (those are judged by the kind of field). NUL among them: PostgreSQL refuses it.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const lineBreaksAndTabs = /[\t\n\r\u2028\u2029]/

export type TextOptions = {
	max: number
	min?: number
	/** Default true. An optional field accepts a missing value or '' and gives ''. */
	required?: boolean
}

type Rule = [test: (value: string) => boolean, message: string]

function rules(label: string, { max, min = 0, required = true }: TextOptions, oneLine: boolean): Rule[] {
	return [
		[(value) => !required || value.length > 0, `${label} is required`],
		[(value) => value === '' || value.length >= min, `${label} is at least ${min} characters`],
		[(value) => value.length <= max, `${label} is at most ${max} characters`],
		[(value) => value.isWellFormed(), `${label} contains characters that are not text`],
		[(value) => !controlCharacters.test(value), `${label} contains control characters`],
		[(value) => !oneLine || !lineBreaksAndTabs.test(value), `${label} must be on one line`],
	]
}

function text(label: string, options: TextOptions, oneLine: boolean) {
	const required = options.required ?? true
	const checks = rules(label, options, oneLine)
	// Forms send a missing field as undefined (conform drops empty inputs). The checks run on
	// the transformed value rather than in a piped z.string(): conform's coercion turns '' into
	// undefined in every z.string() it finds, which made an empty field "must be text".
	return z
		.string({ error: required ? `${label} is required` : `${label} must be text` })
		.optional()
		.transform((value) => (oneLine ? (value ?? '') : (value ?? '').replace(/\r\n?/g, '\n')).trim())
		.superRefine((value, context) => {
			for (const [test, message] of checks) if (!test(value)) context.addIssue({ code: 'custom', message })
		})
}

/**
 * A one-line text (names, titles, summaries, tags): trimmed, at most `max`
 * characters, no line break, tab or control character.
 */
export const singleLineText = (label: string, options: TextOptions) => text(label, options, true)

/**
 * A text with paragraphs (an article body, a profile summary): line breaks are
 * kept (CRLF becomes LF), control characters are refused.
 */
export const multiLineText = (label: string, options: TextOptions) => text(label, options, false)

/** Removes what must never reach a one-line output (a mail header or text line, an XML attribute). */
export const toOneLine = (value: string) => value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim()
