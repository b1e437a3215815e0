import { searchDietitians, type DietitianCard } from '#app/modules/directory/search.server.ts'
import { searchQuerySchema } from '#app/modules/directory/search-query.ts'
import { lookupZip } from '#app/modules/directory/zip-codes.server.ts'

export const medicareInsurance = 'Medicare'
const shown = 5

export type MedicareDietitians =
	| { status: 'unknown-zip'; message: string }
	| { status: 'ok'; place: string; state: string; radius: number; dietitians: DietitianCard[]; total: number; searchHref: string; telehealthHref: string }

/**
 * The dietitians who accept Medicare near a ZIP, for the guide's answer, and
 * the search addresses that show them all. In person by default: Medicare's
 * telehealth rule (medicare-facts.ts) covers nutrition visits by video only
 * from a rural office or facility, so telehealth is the second offer, named
 * with that rule. The search is reached through its public query parameters only.
 */
export async function medicareDietitiansNear(zip: string, shownTo?: { userAgent: string | null }): Promise<MedicareDietitians> {
	const place = lookupZip(zip)
	if (!place) return { status: 'unknown-zip', message: `We do not know the ZIP code ${zip}. Check the five digits and try again.` }
	const query = searchQuerySchema.parse({ searchZipCode: zip, insurance: medicareInsurance, inPerson: true, searchCount: shown, searchStart: 0 })
	const outcome = await searchDietitians(query, { shownTo })
	const dietitians = outcome.status === 'ok' ? outcome.data : []
	const total = outcome.status === 'ok' ? outcome.totalCount : 0
	const search = new URLSearchParams({ where: zip, insurance: medicareInsurance, inperson: '1' })
	const telehealth = new URLSearchParams({ state: place.state, insurance: medicareInsurance, telehealth: '1' })
	return { status: 'ok', place: `${place.city}, ${place.state} ${place.zip}`, state: place.state, radius: query.radius, dietitians, total, searchHref: `/search?${search}`, telehealthHref: `/search?${telehealth}` }
}
