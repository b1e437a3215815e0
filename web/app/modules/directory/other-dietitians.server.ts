import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { searchQuerySchema } from './search-query.ts'
import { searchDietitians } from './search.server.ts'

export type OtherDietitian = { id: number; name: string; place: string; url: string }

/**
 * Up to `limit` other listed dietitians accepting new clients for a visitor
 * whose request went unanswered: around the office's ZIP (in person) or
 * licensed for telehealth in its state, with the same specialty, in the order
 * a search for exactly that shows them (Featured, then search's own ranking),
 * so the promise never ranks by a rule of its own.
 */
export async function otherDietitians(
	excludeId: number,
	place: { state: string | null; zipcode: string | null; inPerson: boolean; telehealth: boolean; specialty: string | null },
	limit = 3,
): Promise<OtherDietitian[]> {
	if (!place.state) return []
	const where = place.inPerson && place.zipcode ? { searchZipCode: place.zipcode } : { searchState: place.state, telehealth: true }
	const query = searchQuerySchema.safeParse({ ...where, specialty: place.specialty ?? undefined, accepting: true, searchCount: limit + 1 })
	if (!query.success) return []
	const found = await searchDietitians(query.data, { today: now() })
	if (found.status !== 'ok') return []
	return found.data
		.filter((card) => card.id !== excludeId)
		.slice(0, limit)
		.map((card) => ({
			id: card.id,
			name: `${card.first_name} ${card.last_name}`,
			place: card.online_only ? 'Telehealth' : [card.city_name, card.state].filter(Boolean).join(', '),
			url: new URL(card.url, getEnv().SITE_URL).toString(),
		}))
}
