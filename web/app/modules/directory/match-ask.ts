import { z } from 'zod'
import { insurancePayers } from '#app/modules/profiles/taxonomy.ts'
import { matchFormats, matchLanguages, matchNeeds, matchWhens, maxPriceLimit } from './match-needs.ts'
import { usStates } from './us-states.ts'

const stateCodes: readonly string[] = usStates.map(([code]) => code)

/** An empty string is no answer: the page's form sends every field, blank ones included. */
const blankless = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** An optional answer among `values`; another is refused with the list. */
const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T) =>
	z.preprocess(blankless, z.enum(values, { error: () => `use one of: ${values.join(', ')}` }).optional())

/**
 * What a visitor asks the guided match (issue 47): the API's body and the page's query string, the same
 * names. `need` is the one answer required; `where` or `state` says where; the rest narrows or orders.
 */
export const matchAskSchema = z
	.object({
		need: z.preprocess(blankless, z.enum(matchNeeds, { error: () => `tell us what brings you: one of ${matchNeeds.join(', ')}` })).meta({
			description: 'What brings the visitor; each need stands for the specialties that see it (docs/decisions/127).',
		}),
		where: z
			.preprocess(
				blankless,
				z
					.string()
					.trim()
					.max(100, 'at most 100 characters')
					.regex(/^[^\u0000-\u001f\u007f]*$/, 'control characters are not allowed')
					.optional(),
			)
			.meta({ description: 'A ZIP code (10001) or a city ("Chicago, IL"): in person means within 50 miles of it; its state is the state for video.' }),
		state: z
			.preprocess(
				(value) => (typeof blankless(value) === 'string' ? String(value).trim().toUpperCase() : blankless(value)),
				z.string().refine((value) => stateCodes.includes(value), 'use a two-letter US state code').optional(),
			)
			.meta({ description: 'A two-letter state code: where video visits are needed (a dietitian licensed there), when no place is given.' }),
		format: z.preprocess(blankless, z.enum(matchFormats, { error: () => `use one of: ${matchFormats.join(', ')}` }).default('either')),
		insurance: optionalOneOf(insurancePayers)
			.meta({ description: 'A plan as the booking API takes it (Medicare, Medicaid, Aetna, …); absent or Self-pay: paying yourself.' }),
		max_price: z
			.preprocess(
				(value) => (typeof blankless(value) === 'string' ? Number(value) : blankless(value)),
				z
					.number({ error: () => `a whole number of dollars from 1 to ${maxPriceLimit}` })
					.int(`a whole number of dollars from 1 to ${maxPriceLimit}`)
					.min(1, `a whole number of dollars from 1 to ${maxPriceLimit}`)
					.max(maxPriceLimit, `a whole number of dollars from 1 to ${maxPriceLimit}`)
					.optional(),
			)
			.meta({ description: 'The most, in dollars, for a first visit paid yourself: a listed self-pay price at or under it fits (with insurance too: the plan or the price).' }),
		language: optionalOneOf(matchLanguages).meta({ description: 'en or es: es needs a dietitian who counsels in Spanish.' }),
		when: z.preprocess(blankless, z.enum(matchWhens, { error: () => `use one of: ${matchWhens.join(', ')}` }).default('any')),
	})
	.refine((ask) => ask.where !== undefined || ask.state !== undefined, {
		path: ['where'],
		message: 'say where: a ZIP code or a city (where), or a state for video visits (state)',
	})

export type MatchAsk = z.output<typeof matchAskSchema>
