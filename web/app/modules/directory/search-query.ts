import { z } from 'zod'
import { maxSearchCount, radiusChoices, sortChoices } from './search-choices.ts'
import { distanceBandMiles, openingsThisWeekDays } from './listing-order.ts'
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
 * searchCity may carry its state ("Chicago, IL"); searchName searches by a
 * dietitian's name instead of a place (docs/decisions/083).
 * Out-of-range paging is clamped rather than refused.
 */
export const searchQuerySchema = z.object({
	searchZipCode: z
		.string()
		.trim()
		.optional()
		.transform((value) => (value ? value : undefined))
		.refine((value) => value === undefined || /^\d{5}(-\d{4})?$/.test(value), 'searchZipCode: a ZIP code has 5 digits (or ZIP+4, like 10001-1234)')
		.meta({ description: 'A 5-digit ZIP code or a ZIP+4 (10001-1234): the search is around it, within radius miles.' }),
	searchCity: optionalText(100).meta({
		description:
			'A place as people write it: "Chicago", "Chicago, IL", "Chicago IL", "Chicago, Illinois", "los angeles ca", "New York, NY 10001", or a state alone ("Texas"). A state typed here that disagrees with searchState is a 400 that says so.',
	}),
	searchName: optionalText(100).meta({
		description:
			'A dietitian\'s name, whole or in part ("Maya Chen", "Chen", "Dr. Maya Chen, RD"): matches by name similarity, nationwide (or in searchState), closest first; radius does not apply. Not with searchZipCode or searchCity.',
	}),
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
	superbill: z.boolean().optional().meta({ description: 'Only dietitians who give a superbill for out-of-network reimbursement.' }),
	spanish: z.boolean().optional().meta({ description: 'Only dietitians who counsel in Spanish (Spanish is among their languages; a card\'s spanish).' }),
	openingsThisWeek: z
		.boolean()
		.optional()
		.meta({ description: `Only dietitians whose next bookable opening is within ${openingsThisWeekDays} days from now (a card's next_opening).` }),
	sort: z
		.enum(sortChoices)
		.catch('best')
		.default('best')
		.meta({
			description: `best: Featured first, then, around a ZIP code or a city (not with telehealth), by distance band (within ${distanceBandMiles.join(', ')} miles, beyond), then a rotation that changes daily (the rule: /how-listings-are-ordered); distance: nearest first; name: by last name; soonest: the soonest next opening first, dietitians without one last. An unknown value is best.`,
		}),
}).refine((query) => !query.searchName || (!query.searchZipCode && !query.searchCity), {
	path: ['searchName'],
	message: 'searchName: send either searchName or a place (searchZipCode, searchCity), not both: a name search covers the whole country',
})

export type SearchQuery = z.output<typeof searchQuerySchema>
