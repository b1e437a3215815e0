import type { Locale } from '#app/i18n/locale.ts'

/**
 * USPS codes and names of the states, D.C. and the inhabited territories (the
 * ZIP data covers them too), for search and profile forms; the territories
 * follow the states, as on most US address forms.
 */
export const usStates = [
	['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
	['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
	['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
	['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
	['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
	['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
	['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
	['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
	['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
	['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
	['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
	['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'Virgin Islands'], ['AS', 'American Samoa'], ['MP', 'Northern Mariana Islands'],
] as const

/** A state's name from its USPS code (the code itself for one that is not in the list). */
export const stateName = (code: string): string => usStates.find(([c]) => c === code)?.[1] ?? code

/**
 * The Spanish names (issue 42 point 10), as the Fundéu and US Spanish-language media write them; a
 * state whose name Spanish keeps (Texas, Florida) is not listed. Addresses keep the English slugs.
 */
export const spanishStateNames: Readonly<Record<string, string>> = {
	DC: 'Distrito de Columbia',
	HI: 'Hawái',
	LA: 'Luisiana',
	MI: 'Míchigan',
	MS: 'Misisipi',
	MO: 'Misuri',
	NH: 'Nuevo Hampshire',
	NJ: 'Nueva Jersey',
	NM: 'Nuevo México',
	NY: 'Nueva York',
	NC: 'Carolina del Norte',
	ND: 'Dakota del Norte',
	OR: 'Oregón',
	PA: 'Pensilvania',
	SC: 'Carolina del Sur',
	SD: 'Dakota del Sur',
	WV: 'Virginia Occidental',
	VI: 'Islas Vírgenes',
	AS: 'Samoa Americana',
	MP: 'Islas Marianas del Norte',
}

/** A state's name in a page's or a mail's language. */
export const stateNameIn = (code: string, locale: Locale): string => (locale === 'es' ? (spanishStateNames[code] ?? stateName(code)) : stateName(code))

const territories = new Set(['PR', 'GU', 'VI', 'AS', 'MP'])
// Made on first use: a browser's first Intl object loads locale data, which an English page never needs.
let spanishOrder: Intl.Collator | undefined

/** The list in a language: Spanish names in Spanish alphabetical order, the territories still after the states. */
export function statesIn(locale: Locale): [code: string, name: string][] {
	const named = usStates.map(([code]): [string, string] => [code, stateNameIn(code, locale)])
	if (locale === 'en') return named
	const states = named.filter(([code]) => !territories.has(code)).sort((a, b) => (spanishOrder ??= new Intl.Collator('es')).compare(a[1], b[1]))
	return [...states, ...named.filter(([code]) => territories.has(code))]
}
