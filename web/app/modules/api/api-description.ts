import type { z } from 'zod'

/**
 * What a partner needs to call one API endpoint. Each /api route's action carries one
 * as `openapi`; the body schema is the one its handler validates with, so the
 * description cannot drift from what the endpoint accepts.
 */
export type ApiDescription = {
	path: `/api/${string}`
	tag: 'Accounts' | 'Profiles' | 'Newsletter' | 'Directory' | 'Articles' | 'Billing'
	summary: string
	description?: string
	/** The JSON body; null when the body is not ours to describe (a Stripe event). */
	schema: z.ZodType | null
	example: unknown
	/** Status → what it means; message bodies are JSON strings. */
	responses: Record<number, string>
	/** Sends `Authorization: Bearer <token>` (or `token` in the body). */
	bearer?: boolean
}

/**
 * The metadata of a body field that a call does not require and that, when
 * not sent, keeps its saved value (so no default is shown for it).
 */
export const keptWhenAbsent = { description: 'Optional: when not sent, the saved value is kept.', 'x-kept-when-absent': true } as const

export const isKeptWhenAbsent = (jsonSchema: Record<string, unknown>) => jsonSchema['x-kept-when-absent'] === true
