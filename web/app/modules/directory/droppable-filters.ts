// The filters a search without results offers to drop: the counting (search-relaxations.server.ts), the
// suggestions and the search form all read this one table, so a filter is named in one place.
import type { Translate } from '#app/i18n/format-message.ts'
import { insuranceText, languageText } from './filter-words.ts'
import type { SearchParams } from './search-params.ts'
import { specialtyText } from './specialty-messages.ts'

/** The filters a search without results offers to drop, one at a time, in the order offered. */
export const droppableFilterNames = ['specialty', 'insurance', 'language', 'credential', 'telehealth', 'inPerson', 'accepting', 'openingsThisWeek', 'superbill', 'spanish'] as const
export type DroppableFilter = (typeof droppableFilterNames)[number]

/** What the page calls each filter as the search sets it (in the page's language), and the same search without it. */
export const droppableFilters: Record<DroppableFilter, { label: (t: Translate, params: SearchParams) => string; cleared: Partial<SearchParams> }> = {
	specialty: { label: (t, params) => specialtyText(t, params.specialty), cleared: { specialty: '' } },
	insurance: { label: (t, params) => insuranceText(t, params.insurance), cleared: { insurance: '' } },
	language: { label: (t, params) => languageText(t, params.language), cleared: { language: '' } },
	credential: { label: (_t, params) => params.credential, cleared: { credential: '' } },
	telehealth: { label: (t) => t('search.filter.telehealth'), cleared: { telehealth: false } },
	inPerson: { label: (t) => t('search.filter.inPerson'), cleared: { inPerson: false } },
	accepting: { label: (t) => t('search.filter.accepting'), cleared: { accepting: false } },
	superbill: { label: (t) => t('search.filter.superbill'), cleared: { superbill: false } },
	openingsThisWeek: { label: (t) => t('search.filter.openingsThisWeek'), cleared: { openingsThisWeek: false } },
	spanish: { label: (t) => t('common.counselsInSpanish'), cleared: { spanish: false } },
}
