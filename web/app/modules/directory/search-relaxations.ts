// What a search without results offers instead; apart from the counting (search-relaxations.server.ts) so the page's browser code can read it.
import type { DroppableFilter } from './droppable-filters.ts'

/** Counts stop here: "1,000+" is all a suggestion needs, and a bounded count stays cheap. */
export const relaxationCountCap = 1000

export type SearchRelaxations = {
	/** Matches within the widest radius, when the search has a place and a narrower radius. */
	wider: { radius: number; count: number } | null
	/** For each active filter, the matches without it. */
	drops: { filter: DroppableFilter; count: number }[]
}
