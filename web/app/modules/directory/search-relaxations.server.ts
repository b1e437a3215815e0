import { radiusChoices } from './search-choices.ts'
import type { SearchQuery } from './search-query.ts'
import { countMatches, type SearchPlace } from './search.server.ts'

/** The filters a search without results offers to drop, one at a time. */
export const droppableFilters = ['specialty', 'insurance', 'language', 'credential', 'telehealth', 'inPerson', 'accepting'] as const
export type DroppableFilter = (typeof droppableFilters)[number]

/** Counts stop here: "1,000+" is all a suggestion needs, and a bounded count stays cheap. */
export const relaxationCountCap = 1000

export type SearchRelaxations = {
	/** Matches within the widest radius, when the search has a place and a narrower radius. */
	wider: { radius: number; count: number } | null
	/** For each active filter, the matches without it. */
	drops: { filter: DroppableFilter; count: number }[]
}

/** For a search that found no one: what widening the radius or dropping each filter would find. */
export async function searchRelaxations(query: SearchQuery, place: SearchPlace | null): Promise<SearchRelaxations> {
	const widest = radiusChoices[radiusChoices.length - 1]!
	const wider = place && query.radius < widest ? { radius: widest, count: await countMatches({ ...query, radius: widest }, place, relaxationCountCap) } : null
	const drops: SearchRelaxations['drops'] = []
	for (const filter of droppableFilters) {
		if (query[filter]) drops.push({ filter, count: await countMatches({ ...query, [filter]: undefined }, place, relaxationCountCap) })
	}
	return { wider, drops }
}
