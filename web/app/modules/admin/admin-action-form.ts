import { z } from 'zod'
import { usStates } from '#app/modules/directory/us-states.ts'
import { isValidNpi } from '#app/modules/profiles/npi.ts'
import { credentialKinds } from '#app/modules/profiles/verified-text.ts'
import { multiLineText, singleLineText } from '#app/modules/validation/text.ts'

const confirmed = z.literal('yes', { error: 'Tick the box to confirm' })
const version = z.string({ error: 'The form is incomplete: open the account page again' }).min(1).max(64)

const base = { version, confirm: confirmed }

/** Latest date a complimentary plan may run to: a grant is a favour, not a second billing system. */
export const maxGrantDays = 3 * 366

/**
 * Every action on an account, as its form posts it: the intent, the version of
 * the account the page showed (a stale or repeated form is refused), and a
 * confirmation (a ticked box, or the account's e-mail typed for a deletion).
 */
export const adminActionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: z.literal('verify-email'), ...base }),
		z.object({ intent: z.literal('approve'), ...base }),
		z.object({ intent: z.literal('reject'), ...base, reason: multiLineText('The reason', { min: 10, max: 1000 }) }),
		z.object({ intent: z.literal('suspend'), ...base }),
		z.object({ intent: z.literal('unsuspend'), ...base }),
		z.object({
			intent: z.literal('grant-plan'),
			...base,
			plan: z.coerce.number({ error: 'Choose a plan' }).int().min(1, 'Choose a plan').max(3, 'Choose a plan'),
			until: z.string({ error: 'Choose the last day of the plan' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day of the plan (YYYY-MM-DD)'),
		}),
		z.object({
			intent: z.literal('record-check'),
			...base,
			kind: z.enum(credentialKinds, { error: 'Choose what was checked: NPI, CDR number or state licence' }),
			number: z
				.string({ error: 'Type the number that was checked' })
				.trim()
				.min(1, 'Type the number that was checked')
				.max(30, 'The number is at most 30 characters')
				.regex(/^[A-Za-z0-9][A-Za-z0-9 .-]*$/, 'The number: letters, digits, spaces, dots and dashes only'),
			state: z.preprocess((value) => (value === '' ? undefined : value), z.enum(usStates.map(([code]) => code) as [string, ...string[]], { error: 'Choose the licensing state' }).optional()),
		}).superRefine((value, context) => {
			if (value.kind === 'npi' && !isValidNpi(value.number)) context.addIssue({ code: 'custom', path: ['number'], message: 'An NPI is 10 digits with a valid check digit' })
			if (value.kind === 'licence' && !value.state) context.addIssue({ code: 'custom', path: ['state'], message: 'A licence check needs the licensing state' })
		}),
		z.object({ intent: z.literal('lift-suppression'), ...base }),
		z.object({ intent: z.literal('promote'), ...base }),
		z.object({ intent: z.literal('demote'), ...base }),
		z.object({ intent: z.literal('delete'), version, confirmEmail: singleLineText('The e-mail', { max: 320 }) }),
	],
	{ error: 'Unknown action' },
)

export type AdminActionInput = z.output<typeof adminActionSchema>

/** The first problem of a submission, as one sentence. */
export function parseAdminAction(fields: Record<string, unknown>): { ok: true; input: AdminActionInput } | { ok: false; message: string } {
	const parsed = adminActionSchema.safeParse(fields)
	if (parsed.success) return { ok: true, input: parsed.data }
	return { ok: false, message: parsed.error.issues[0]?.message ?? 'The form is not valid' }
}

/** The last moment of a chosen day (UTC): a plan "until March 3" runs through March 3. */
export function endOfDay(day: string): Date | null {
	const date = new Date(`${day}T23:59:59.999Z`)
	return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date
}
