import type { SearchQuery } from './search-query.ts'
import type { SearchPlace } from './search-place.ts'
import { looksLikeName, readPlaceText, type CityReading } from './place-text.ts'
import { stateName } from './us-states.ts'
import { lookupCity, lookupZip, type CityMatch } from './zip-codes.server.ts'

/**
 * Where a search is: the place text (the search box, or the API's
 * searchZipCode / searchCity) read by place-text.ts, looked up in the ZIP
 * data, and checked against the State list (searchState). A typed state that
 * disagrees with the list is said, never silently dropped. See docs/decisions/083.
 */

/** Another search the page offers as a link: a place typed as `where`, a state from the list, or a name. */
export type PlaceChoice = { label: string; where: string; state: string; name?: string }

export type ResolvedPlace =
	/**
	 * `place` to search around, or (none) the `state` to search in, or neither: every listing.
	 * `alternatives`: other places the text may mean; `nameText`: the text, when it was read
	 * as a place without a state and could be a dietitian's name too ("Austin").
	 */
	| { status: 'ok'; place: SearchPlace | null; state: string | null; label: string | null; alternatives: PlaceChoice[]; nameText: string | null }
	/** `nameText`: the text, when it could be a dietitian's name instead. */
	| { status: 'unknown-place'; message: string; choices: PlaceChoice[]; nameText: string | null }
	| { status: 'ambiguous-city'; message: string; city: string; states: string[]; choices: PlaceChoice[]; nameText: string | null }
	| { status: 'state-conflict'; message: string; choices: PlaceChoice[] }

/** A city with this many ZIPs is a large one ("New York" means the city, "Indiana" the state). */
const largeCityZips = 10
/** A shared name means its largest city when that one has this many times the ZIPs of the next ("Houston" is Houston, TX). */
const dominance = 4
const maxChoices = 8

/**
 * The words of the places offered and the problems stated: English for the search API (its texts are a
 * public contract, spec §7); the /search page passes its catalogue's, in the page's language (issue 32).
 */
export type PlaceWords = {
	/** A state's name from its code, in the words' language. */
	stateName: (code: string) => string
	allOf: (state: string) => string
	around: (zip: string, city: string) => string
	unknownState: (stateText: string) => string
	unknownZip: (zip: string) => string
	zipElsewhere: (zip: string, state: string, other: string) => string
	typedOtherState: (typed: string, listed: string) => string
	cityAndState: (text: string) => string
	unknownCityIn: (city: string, state: string) => string
	unknownCity: (city: string) => string
	cityInStates: (city: string, count: number) => string
}

export const apiPlaceWords: PlaceWords = {
	stateName,
	allOf: (state) => `All of ${state}`,
	around: (zip, city) => `Around ${zip} (${city})`,
	unknownState: (stateText) => `We do not know a state called “${stateText}”. Write the state as its two letters (like IL) or its name (like Illinois).`,
	unknownZip: (zip) => `We do not know the ZIP code ${zip}.`,
	zipElsewhere: (zip, state, other) => `ZIP code ${zip} is in ${state}, not in ${other}.`,
	typedOtherState: (typed, listed) => `You typed ${typed}, but the State list says ${listed}.`,
	cityAndState: (text) => `“${text}” is a city and a state: which one do you mean?`,
	unknownCityIn: (city, state) => `We do not know a city called “${city}” in ${state}.`,
	unknownCity: (city) => `We do not know a city called “${city}”.`,
	cityInStates: (city, count) => `There is a ${city} in ${count} states: which one?`,
}

const cityPlace = (city: CityMatch): SearchPlace => ({ label: `${city.city}, ${city.state}`, state: city.state, latitude: city.latitude, longitude: city.longitude })
const cityChoice = (city: CityMatch): PlaceChoice => ({ label: `${city.city}, ${city.state}`, where: `${city.city}, ${city.state}`, state: '' })
const stateChoice = (state: string, words: PlaceWords): PlaceChoice => ({ label: words.allOf(words.stateName(state)), where: '', state })

const ok = (place: SearchPlace | null, state: string | null, alternatives: PlaceChoice[] = [], nameText: string | null = null): ResolvedPlace => ({
	status: 'ok',
	place,
	state: place ? null : state,
	label: place?.label ?? (state ? stateName(state) : null),
	alternatives,
	nameText,
})

const unknown = (message: string, choices: PlaceChoice[] = [], nameText: string | null = null): ResolvedPlace => ({ status: 'unknown-place', message, choices, nameText })
const conflict = (message: string, choices: PlaceChoice[]): ResolvedPlace => ({ status: 'state-conflict', message, choices })

// Abbreviations the ZIP data spells out ("Ft. Worth" is Fort Worth); "St." is handled by cityKey itself.
const spelledOut: [RegExp, string][] = [
	[/^ft\.?\s/i, 'Fort '],
	[/^mt\.?\s/i, 'Mount '],
	[/^pt\.?\s/i, 'Point '],
]

/** The cities of a name (in a state), trying the name as typed, then with its abbreviation spelled out. */
function citiesNamed(city: string, state?: string | null): CityMatch[] {
	const found = lookupCity(city, state ?? undefined)
	if (found.length) return found
	const [pattern, replacement] = spelledOut.find(([pattern]) => pattern.test(city)) ?? []
	return pattern ? lookupCity(city.replace(pattern, replacement!), state ?? undefined) : []
}

/** Where the query searches. */
export function resolvePlace(query: Partial<Pick<SearchQuery, 'searchZipCode' | 'searchCity' | 'searchState'>>, words: PlaceWords = apiPlaceWords): ResolvedPlace {
	const resolved = resolveIn(query, words)
	// A whole state is labelled with its name in the words' language.
	return resolved.status === 'ok' && !resolved.place && resolved.state ? { ...resolved, label: words.stateName(resolved.state) } : resolved
}

function resolveIn(query: Parameters<typeof resolvePlace>[0], words: PlaceWords): ResolvedPlace {
	const listState = query.searchState ?? null
	const text = query.searchZipCode ?? query.searchCity
	if (!text) return ok(null, listState)
	const read = readPlaceText(text)
	switch (read.kind) {
		case 'empty':
			return ok(null, listState)
		case 'zip':
			return zipPlace(read.zip, read.typedState, listState, words)
		case 'unknown-state':
			return unknown(words.unknownState(read.stateText), [], looksLikeName(read.text) ? read.text : null)
		case 'words':
			return wordsPlace(read.text, read.readings, read.wholeState, listState, words)
	}
}

function zipPlace(code: string, typedState: string | null, listState: string | null, words: PlaceWords): ResolvedPlace {
	const zip = lookupZip(code)
	if (!zip) return unknown(words.unknownZip(code))
	const other = [typedState, listState].find((state) => state && state !== zip.state)
	if (other) {
		const choices = [{ label: words.around(zip.zip, `${zip.city}, ${zip.state}`), where: zip.zip, state: '' }]
		if (listState && listState !== zip.state) choices.push(stateChoice(listState, words))
		return conflict(words.zipElsewhere(zip.zip, words.stateName(zip.state), words.stateName(other)), choices)
	}
	return ok({ label: `${zip.city}, ${zip.state} ${zip.zip}`, state: zip.state, latitude: zip.latitude, longitude: zip.longitude }, null)
}

function wordsPlace(text: string, readings: CityReading[], wholeState: string | null, listState: string | null, words: PlaceWords): ResolvedPlace {
	const nameText = looksLikeName(text) ? text : null
	const whole = readings.find((reading) => reading.state === null)?.city ?? null
	// A city of that name in the state chosen from the list: the list says which ("Indiana" in PA, "Washington" in DC).
	if (whole !== null && listState) {
		const inList = citiesNamed(whole, listState)
		if (inList.length) return ok(cityPlace(inList[0]!), null, [], nameText)
	}

	// The text names a state ("Texas", "IL"), or a state and a large city ("New York", "Washington").
	if (wholeState) {
		if (listState && listState !== wholeState) {
			return conflict(words.typedOtherState(words.stateName(wholeState), words.stateName(listState)), [stateChoice(wholeState, words), stateChoice(listState, words)])
		}
		const large = citiesNamed(text).find((city) => city.zipCount >= largeCityZips)
		if (!large) return ok(null, wholeState, citiesNamed(text).slice(0, maxChoices).map(cityChoice), nameText)
		if (large.state === wholeState) return ok(cityPlace(large), null, [stateChoice(wholeState, words)], nameText)
		return {
			status: 'ambiguous-city',
			message: words.cityAndState(text),
			city: large.city,
			states: [large.state],
			choices: [cityChoice(large), stateChoice(wholeState, words)],
			nameText,
		}
	}

	// A city with its state typed after it ("Chicago, IL", "Winston-Salem NC", "Chicago Illinois").
	let typedMiss: CityReading | null = null
	for (const reading of readings) {
		if (reading.state === null) continue
		const found = citiesNamed(reading.city, reading.state)
		if (!found.length) {
			typedMiss ??= reading
			continue
		}
		const city = found[0]!
		if (listState && listState !== reading.state) {
			const inList = citiesNamed(reading.city, listState).slice(0, 1)
			return conflict(words.typedOtherState(`${city.city}, ${city.state}`, words.stateName(listState)), [cityChoice(city), ...inList.map(cityChoice)])
		}
		return ok(cityPlace(city), null)
	}

	// The whole text as a city's name (not in the listed state: that was tried first).
	const everywhere = whole === null ? [] : citiesNamed(whole)
	if (typedMiss && everywhere.length === 0) {
		return unknown(words.unknownCityIn(typedMiss.city, words.stateName(typedMiss.state!)), citiesNamed(typedMiss.city).slice(0, maxChoices).map(cityChoice))
	}
	if (whole !== null && listState) {
		return unknown(words.unknownCityIn(whole, words.stateName(listState)), everywhere.slice(0, maxChoices).map(cityChoice), everywhere.length ? null : nameText)
	}
	if (whole === null || everywhere.length === 0) return unknown(words.unknownCity(text), [], nameText)
	const [largest, next] = everywhere
	if (!next) return ok(cityPlace(largest!), null, [], nameText)
	if (largest!.zipCount >= largeCityZips && largest!.zipCount >= dominance * next.zipCount) {
		return ok(cityPlace(largest!), null, everywhere.slice(1, 1 + maxChoices).map(cityChoice), nameText)
	}
	const states = everywhere.map((city) => city.state)
	return {
		status: 'ambiguous-city',
		message: words.cityInStates(largest!.city, states.length),
		city: largest!.city,
		states,
		choices: everywhere.map(cityChoice),
		nameText,
	}
}
