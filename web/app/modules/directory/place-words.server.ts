import type { Translate } from '#app/i18n/format-message.ts'
import type { PlaceWords } from './resolve-place.server.ts'
import { stateNameIn } from './us-states.ts'

/**
 * The /search page's words for places and problems, from the catalogue in the page's language (the API keeps
 * its English). The `search-problems` namespace is worded here on the server and never sent to the browser.
 */
export function placeWordsIn(t: Translate): PlaceWords {
	return {
		stateName: (code) => stateNameIn(code, t.locale),
		allOf: (state) => t('search-problems.choice.allOf', { state }),
		around: (zip, city) => t('search-problems.choice.around', { zip, city }),
		unknownState: (state) => t('search-problems.problem.unknownState', { state }),
		unknownZip: (zip) => t('search-problems.problem.unknownZip', { zip }),
		zipElsewhere: (zip, state, other) => t('search-problems.problem.zipElsewhere', { zip, state, other }),
		typedOtherState: (typed, listed) => t('search-problems.problem.typedOtherState', { typed, listed }),
		cityAndState: (text) => t('search-problems.problem.cityAndState', { text }),
		unknownCityIn: (city, state) => t('search-problems.problem.unknownCityIn', { city, state }),
		unknownCity: (city) => t('search-problems.problem.unknownCity', { city }),
		cityInStates: (city, count) => t('search-problems.problem.cityInStates', { city, count: String(count) }),
	}
}
