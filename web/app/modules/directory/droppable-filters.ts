// The filters a search without results offers to drop: the counting (search-relaxations.server.ts), the
// suggestions and the search form all read this one table, so a filter is named in one place.
import { specialtyLabel } from '#app/modules/profiles/taxonomy.ts'
import type { SearchParams } from './search-params.ts'

/** The filters a search without results offers to drop, one at a time, in the order offered. */
export const droppableFilterNames = ['specialty', 'insurance', 'language', 'credential', 'telehealth', 'inPerson', 'accepting', 'openingsThisWeek', 'superbill', 'spanish'] as const
export type DroppableFilter = (typeof droppableFilterNames)[number]

/** What the page calls each filter as the search sets it, and the same search without it. */
export const droppableFilters: Record<DroppableFilter, { label: (params: SearchParams) => string; cleared: Partial<SearchParams> }> = {
	specialty: { label: (params) => specialtyLabel(params.specialty), cleared: { specialty: '' } },
	insurance: { label: (params) => params.insurance, cleared: { insurance: '' } },
	language: { label: (params) => params.language, cleared: { language: '' } },
	credential: { label: (params) => params.credential, cleared: { credential: '' } },
	telehealth: { label: () => 'Telehealth', cleared: { telehealth: false } },
	inPerson: { label: () => 'In person', cleared: { inPerson: false } },
	accepting: { label: () => 'Accepting new clients', cleared: { accepting: false } },
	superbill: { label: () => 'Superbill for out-of-network', cleared: { superbill: false } },
	openingsThisWeek: { label: () => 'Openings this week', cleared: { openingsThisWeek: false } },
	spanish: { label: () => 'Counsels in Spanish', cleared: { spanish: false } },
}
