import { z } from 'zod'

// C0 and C1 control characters except tab, line feed and carriage return
// (those are judged by the kind of field). NUL among them: PostgreSQL refuses it.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const lineBreaksAndTabs = /[\t\n\r\u2028\u2029]/
// The embeddings, overrides and isolates of Unicode's bidirectional algorithm: invisible, they make
// the text around them read in another order ("Trojan source"), on a page and in the referral letter
// (issue 41 point 6). Right-to-left text needs none of them; the marks U+200E and U+200F stay allowed.
const directionControls = /[\u202A-\u202E\u2066-\u2069]/

/** What a refused text is told; English unless a page gives its language's words (issue 32). */
export type TextProblems = {
	required: (label: string) => string
	mustBeText: (label: string) => string
	atLeast: (label: string, min: number) => string
	atMost: (label: string, max: number) => string
	notText: (label: string) => string
	control: (label: string) => string
	oneLine: (label: string) => string
	/** `character` is written as U+202E. */
	direction: (label: string, character: string) => string
}

export const englishTextProblems: TextProblems = {
	required: (label) => `${label} is required`,
	mustBeText: (label) => `${label} must be text`,
	atLeast: (label, min) => `${label} is at least ${min} characters`,
	atMost: (label, max) => `${label} is at most ${max} characters`,
	notText: (label) => `${label} contains characters that are not text`,
	control: (label) => `${label} contains control characters`,
	oneLine: (label) => `${label} must be on one line`,
	direction: (label, character) => `${label} contains an invisible character that reverses or isolates the direction of text (${character}): remove it`,
}

export type TextOptions = {
	max: number
	min?: number
	/** Default true. An optional field accepts a missing value or '' and gives ''. */
	required?: boolean
	problems?: TextProblems
}

/** The first rule a value breaks, or null. */
function problem(value: string, label: string, { max, min = 0, required = true, problems: say = englishTextProblems }: TextOptions, oneLine: boolean): string | null {
	if (required && value.length === 0) return say.required(label)
	if (value !== '' && value.length < min) return say.atLeast(label, min)
	if (value.length > max) return say.atMost(label, max)
	if (!value.isWellFormed()) return say.notText(label)
	if (controlCharacters.test(value)) return say.control(label)
	if (oneLine && lineBreaksAndTabs.test(value)) return say.oneLine(label)
	const direction = directionControls.exec(value)
	if (direction) return say.direction(label, `U+${direction[0].codePointAt(0)!.toString(16).toUpperCase()}`)
	return null
}

function text(label: string, options: TextOptions, oneLine: boolean) {
	const required = options.required ?? true
	const say = options.problems ?? englishTextProblems
	// Forms send a missing or empty field as undefined (conform drops empty
	// inputs). The checks run on the transformed value, not through a pipe into
	// another string schema, because conform would turn '' into undefined there.
	return z
		.string({ error: required ? say.required(label) : say.mustBeText(label) })
		.optional()
		.transform((value) => {
			const text = (value ?? '').trim()
			return oneLine ? text : text.replace(/\r\n?/g, '\n')
		})
		.superRefine((value, context) => {
			const message = problem(value, label, options, oneLine)
			if (message) context.addIssue({ code: 'custom', message })
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
