import type { z } from 'zod'

/**
 * The groups of calls in the API description, each with what it is for (outside tools show it
 * beside the group). A call names one of these: a new group needs its description here.
 */
export const apiTags = {
	Accounts: 'Sign-up, e-mail verification, sign-in and sessions, password reset.',
	Profiles: "A dietitian's own profile: the set-up steps, each section's changes, and the submission for review (a plan that includes a listing).",
	Newsletter: 'Subscribing an e-mail address to the newsletter, confirmed by a mailed code.',
	Directory: 'Searching the listed dietitians and writing to one of them.',
	Articles: 'The AI-assisted articles of the blog: search and single articles.',
	Billing: "Stripe's event deliveries to the site (for Stripe only).",
	Mail: "Postmark's bounce, complaint, subscription-change and inbound deliveries to the site (for Postmark only).",
	Reviews: 'Reviews of visits that took place: written with the link mailed after a visit, read per dietitian, answered and reported by the dietitian.',
} as const

export type ApiTag = keyof typeof apiTags

/**
 * What a partner needs to call one API endpoint. Each /api route's action carries one
 * as `openapi`; the body schema is the one its handler validates with, so the
 * description cannot drift from what the endpoint accepts.
 */
export type ApiDescription = {
	path: `/api/${string}`
	tag: ApiTag
	summary: string
	description?: string
	/** The JSON body; null when the body is not ours to describe (a Stripe event). */
	schema: z.ZodType | null
	example: unknown
	/** Status → what it means; message bodies are JSON strings. */
	responses: Record<number, string>
	/**
	 * Who may call it: anyone (the default: the body is the proof, as a password or a code), a
	 * session token as `Authorization: Bearer` ('bearer'), the same or `token` in the body
	 * ('bearer or body'), or Stripe's signature ('stripe').
	 */
	caller?: 'bearer' | 'bearer or body' | 'stripe' | 'postmark'
}

/**
 * A call's operationId, derived from its path (the public contract, so it never changes while the
 * call exists): the words after /api/, camelCased. /api/user/login → userLogin,
 * /api/ai_articles/search → aiArticlesSearch. Generated clients name their functions by it.
 */
export function operationIdOf(path: string): string {
	const words = path
		.replace(/^\/api\//, '')
		.split(/[^A-Za-z0-9]+/)
		.filter(Boolean)
	return words.map((word, index) => (index === 0 ? word[0]!.toLowerCase() + word.slice(1) : word[0]!.toUpperCase() + word.slice(1))).join('')
}

/**
 * The metadata of a body field that a call does not require and that, when
 * not sent, keeps its saved value (so no default is shown for it).
 */
export const keptWhenAbsent = { description: 'Optional: when not sent, the saved value is kept.', 'x-kept-when-absent': true } as const

export const isKeptWhenAbsent = (jsonSchema: Record<string, unknown>) => jsonSchema['x-kept-when-absent'] === true
