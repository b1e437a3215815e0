import { radiusChoices } from './search-choices.ts'
import type { SearchQuery } from './search-query.ts'
import { droppableFilterNames } from './droppable-filters.ts'
import { relaxationCountCap, type SearchRelaxations } from './search-relaxations.ts'
import type { SearchPlace } from './search-place.ts'
import { countMatches } from './search.server.ts'

/** For a search that found no one: what widening the radius or dropping each filter would find (bounded counts). */
export async function searchRelaxations(query: SearchQuery, place: SearchPlace | null): Promise<SearchRelaxations> {
	const widest = radiusChoices[radiusChoices.length - 1]!
	const wider = place && query.radius < widest ? { radius: widest, count: await countMatches({ ...query, radius: widest }, place, relaxationCountCap) } : null
	const drops: SearchRelaxations['drops'] = []
	for (const filter of droppableFilterNames) {
		if (query[filter]) drops.push({ filter, count: await countMatches({ ...query, [filter]: undefined }, place, relaxationCountCap) })
	}
	return { wider, drops }
}
