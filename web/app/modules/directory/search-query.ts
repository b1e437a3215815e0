import { z } from 'zod'
import { maxSearchCount, radiusChoices, sortChoices } from './search-choices.ts'
import { usStates } from './us-states.ts'

const stateCodes = usStates.map(([code]) => code) as [string, ...string[]]

const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, `at most ${max} characters`)
		.regex(/^[^\u0000-\u001f\u007f]*$/, 'control characters are not allowed')
		.optional()
		.transform((value) => (value ? value : undefined))

/**
 * What a search asks (spec §3 search state: searchZipCode, searchCity,
 * searchState, searchCount 10, searchStart 0, plus radius, filters and sort).
 * Out-of-range paging is clamped rather than refused.
 */
export const searchQuerySchema = z.object({
	searchZipCode: z
		.string()
		.trim()
		.optional()
		.transform((value) => (value ? value : undefined))
		.refine((value) => value === undefined || /^\d{5}$/.test(value), 'searchZipCode: a ZIP code has 5 digits'),
	searchCity: optionalText(100),
	searchState: z
		.string()
		.trim()
		.toUpperCase()
		.optional()
		.transform((value) => (value ? value : undefined))
		.refine((value) => value === undefined || stateCodes.includes(value), 'searchState: use a two-letter US state code'),
	searchCount: z.coerce.number().int().catch(10).default(10).transform((n) => Math.min(maxSearchCount, Math.max(1, n))),
	searchStart: z.coerce.number().int().catch(0).default(0).transform((n) => Math.max(0, n)),
	radius: z.coerce
		.number()
		.optional()
		.transform((n) => (n === undefined ? 25 : radiusChoices.reduce((best, r) => (Math.abs(r - n) < Math.abs(best - n) ? r : best), 25))),
	specialty: optionalText(60),
	insurance: optionalText(60),
	language: optionalText(40),
	credential: optionalText(20).transform((value) => value?.toUpperCase()),
	telehealth: z.boolean().optional(),
	inPerson: z.boolean().optional(),
	accepting: z.boolean().optional(),
	sort: z.enum(sortChoices).catch('best').default('best'),
})

export type SearchQuery = z.output<typeof searchQuerySchema>
