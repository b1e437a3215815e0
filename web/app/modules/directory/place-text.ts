import { spanishStateNames, usStates } from './us-states.ts'

/**
 * What the search box's text says about a place, before any lookup: a ZIP
 * code, or a city with perhaps a state, or perhaps a state alone. Pure (no ZIP
 * data), so the rules can be read and tested as a table; the lookup is
 * resolve-place.server.ts. See docs/decisions/083.
 */

export type CityReading = { city: string; state: string | null }

export type PlaceText =
	| { kind: 'empty' }
	/** A ZIP (a ZIP+4 counts by its first five digits), with the state typed beside it, if any ("New York, NY 10001"). */
	| { kind: 'zip'; zip: string; typedState: string | null }
	/**
	 * Words: the ways to read them as a city, most likely first (a trailing state
	 * peeled off, then the whole text as a city's name), and the state the whole
	 * text names, if it names one ("Texas", "New York", "IL").
	 */
	| { kind: 'words'; text: string; readings: CityReading[]; wholeState: string | null }
	/** "City, Something" where Something is not a state. */
	| { kind: 'unknown-state'; text: string; city: string; stateText: string }

// The Associated Press's abbreviations, which many people write after a city ("Chicago, Ill.").
const apStyle: Record<string, string> = {
	ala: 'AL', ariz: 'AZ', ark: 'AR', calif: 'CA', cal: 'CA', colo: 'CO', conn: 'CT', del: 'DE', fla: 'FL', ga: 'GA',
	ill: 'IL', ind: 'IN', kan: 'KS', kans: 'KS', ky: 'KY', la: 'LA', md: 'MD', mass: 'MA', mich: 'MI', minn: 'MN',
	miss: 'MS', mo: 'MO', mont: 'MT', neb: 'NE', nebr: 'NE', nev: 'NV', okla: 'OK', ore: 'OR', oreg: 'OR', pa: 'PA',
	penn: 'PA', tenn: 'TN', tex: 'TX', vt: 'VT', va: 'VA', wash: 'WA', wis: 'WI', wisc: 'WI', wyo: 'WY',
	'w va': 'WV', 'n y': 'NY', 'n j': 'NJ', 'n c': 'NC', 'n d': 'ND', 'n h': 'NH', 'n m': 'NM', 's c': 'SC', 's d': 'SD', 'r i': 'RI', 'd c': 'DC',
}

/** Lower case, dots gone ("D.C." is "dc", "N. Y." is "n y"), single spaces. */
const stateKey = (text: string) =>
	text
		.toLowerCase()
		.replace(/\.(?=\S)/g, ' ')
		.replace(/\./g, '')
		.replace(/\s+/g, ' ')
		.trim()
		.replace(/^(\w) (\w)$/, '$1$2')

const stateByKey = new Map<string, string>()
for (const [code, name] of usStates) {
	stateByKey.set(code.toLowerCase(), code)
	stateByKey.set(stateKey(name), code)
}
// Typed on a Spanish page, a state may be in Spanish ("Nueva York"), with or without its accents.
for (const [code, name] of Object.entries(spanishStateNames)) {
	stateByKey.set(stateKey(name), code)
	stateByKey.set(stateKey(name.normalize('NFD').replace(/\p{M}/gu, '')), code)
}
for (const [key, code] of Object.entries(apStyle)) if (!stateByKey.has(key)) stateByKey.set(key, code)

/** The USPS code of a state written as its code, its name or its AP abbreviation, in any case; null otherwise. */
export function stateCodeOf(text: string): string | null {
	return stateByKey.get(stateKey(text)) ?? null
}

// The longest state name has four words ("Northern Mariana Islands" has three, "Islas Marianas del Norte" four).
const longestStateWords = 4
const zipPattern = /^(\d{5})(?:[-\s]?\d{4})?$/
const trailingZip = /^(.*?)[\s,]+(\d{5})(?:-\d{4})?$/
const country = /(?:,\s*|\s+)(?:usa|u\.s\.a\.|us|u\.s\.|united states(?: of america)?)$/i

/** Reads the search box's text as a place; see PlaceText. */
export function readPlaceText(input: string): PlaceText {
	let text = input.replace(/\s+/g, ' ').trim().replace(country, '').trim()
	if (!text) return { kind: 'empty' }
	const zip = zipPattern.exec(text)
	if (zip) return { kind: 'zip', zip: zip[1]!, typedState: null }
	const withZip = trailingZip.exec(text)
	if (withZip) {
		const before = readPlaceText(withZip[1]!)
		const typedState = before.kind === 'words' ? (before.readings[0]?.state ?? before.wholeState) : null
		return { kind: 'zip', zip: withZip[2]!, typedState }
	}
	text = text.replace(/,\s*$/, '')
	if (text.includes(',')) return readWithComma(text)
	return readWords(text)
}

/** "City, ST": the part after the last comma must be a state; the part before it is the city (an address before that is ignored). */
function readWithComma(text: string): PlaceText {
	const parts = text.split(',').map((part) => part.trim()).filter(Boolean)
	const last = parts[parts.length - 1]!
	const state = stateCodeOf(last)
	if (parts.length === 1) return readWords(last)
	if (state === null) return { kind: 'unknown-state', text, city: parts[parts.length - 2]!, stateText: last }
	return { kind: 'words', text, readings: [{ city: parts[parts.length - 2]!, state }], wholeState: null }
}

/** "City ST", "City State name" or a city alone: every trailing state that leaves a city is a reading, then the whole text. */
function readWords(text: string): PlaceText {
	const words = text.split(' ')
	const readings: CityReading[] = []
	for (let count = Math.min(longestStateWords, words.length - 1); count >= 1; count--) {
		const state = stateCodeOf(words.slice(-count).join(' '))
		if (state) readings.push({ city: words.slice(0, -count).join(' '), state })
	}
	readings.push({ city: text, state: null })
	return { kind: 'words', text, readings, wholeState: stateCodeOf(text) }
}

/**
 * Whether text that is no place could be a person's name: letters (any
 * alphabet), spaces, hyphens, apostrophes, dots and commas ("Chen, Maya",
 * "Maya Chen, RD"), at least two letters.
 */
export function looksLikeName(text: string): boolean {
	const trimmed = text.trim()
	return /^[\p{L}][\p{L}\p{M}\s.,'’-]*$/u.test(trimmed) && trimmed.replace(/[^\p{L}]/gu, '').length >= 2
}
