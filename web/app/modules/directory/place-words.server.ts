import type { Translate } from '#app/i18n/format-message.ts'
import type { PlaceWords } from './resolve-place.server.ts'

/** The /search page's words for places and problems, from the catalogue in the page's language (the API keeps its English). */
export function placeWordsIn(t: Translate): PlaceWords {
	return {
		allOf: (state) => t('search.choice.allOf', { state }),
		around: (zip, city) => t('search.choice.around', { zip, city }),
		unknownState: (state) => t('search.problem.unknownState', { state }),
		unknownZip: (zip) => t('search.problem.unknownZip', { zip }),
		zipElsewhere: (zip, state, other) => t('search.problem.zipElsewhere', { zip, state, other }),
		typedOtherState: (typed, listed) => t('search.problem.typedOtherState', { typed, listed }),
		cityAndState: (text) => t('search.problem.cityAndState', { text }),
		unknownCityIn: (city, state) => t('search.problem.unknownCityIn', { city, state }),
		unknownCity: (city) => t('search.problem.unknownCity', { city }),
		cityInStates: (city, count) => t('search.problem.cityInStates', { city, count: String(count) }),
	}
}
