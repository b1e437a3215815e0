import { createRequire } from 'node:module'

/**
 * US ZIP codes from the `zipcodes` package (42,555 ZIPs: the 50 states, DC,
 * PR, GU, VI, AS, MP and the military codes; latitude, longitude, city, state),
 * kept in the repository's dependencies: no network at run time. See
 * docs/decisions/011-zip-data-and-radius-search.md.
 */
type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string }

const require = createRequire(import.meta.url)
const zipcodes = require('zipcodes') as {
	lookup: (zip: string) => ZipRecord | undefined
	lookupByName: (city: string, state: string) => ZipRecord[]
	codes: Record<string, ZipRecord>
}

export type Place = { zip: string; city: string; state: string; latitude: number; longitude: number }

export const isZipCode = (value: string) => /^\d{5}$/.test(value)

/** The place of a 5-digit ZIP, or null for a ZIP that does not exist. */
export function lookupZip(zip: string): Place | null {
	if (!isZipCode(zip)) return null
	const found = zipcodes.lookup(zip)
	return found ? { zip: found.zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude } : null
}

/** A city as typed, reduced to what identifies it: case, accents, punctuation and extra spaces do not count. */
export function cityKey(city: string): string {
	return city
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.replace(/\bst\.?\s/g, 'saint ')
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()
}

export type CityMatch = { city: string; state: string; latitude: number; longitude: number; zipCount: number }

let cityIndex: Map<string, CityMatch[]> | undefined

const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = sorted.length >> 1
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Every (city, state) of the ZIP data, by city key, with the centre of its
 * ZIPs: the median latitude and longitude, since one ZIP with a wrong sign
 * (New York's 10200 lies at +73.95) would drag an average fifty miles away.
 */
function cities(): Map<string, CityMatch[]> {
	if (cityIndex) return cityIndex
	const byCityState = new Map<string, { city: string; state: string; lats: number[]; lons: number[] }>()
	for (const record of Object.values(zipcodes.codes)) {
		const id = `${cityKey(record.city)}|${record.state}`
		const entry = byCityState.get(id) ?? { city: record.city, state: record.state, lats: [], lons: [] }
		entry.lats.push(record.latitude)
		entry.lons.push(record.longitude)
		byCityState.set(id, entry)
	}
	cityIndex = new Map()
	for (const [id, entry] of byCityState) {
		const key = id.split('|')[0]!
		const list = cityIndex.get(key) ?? []
		list.push({ city: entry.city, state: entry.state, latitude: median(entry.lats), longitude: median(entry.lons), zipCount: entry.lats.length })
		cityIndex.set(key, list)
	}
	for (const list of cityIndex.values()) list.sort((a, b) => b.zipCount - a.zipCount)
	return cityIndex
}

/** The cities of that name (in that state, when given), largest first. */
export function lookupCity(city: string, state?: string): CityMatch[] {
	const matches = cities().get(cityKey(city)) ?? []
	return state ? matches.filter((match) => match.state === state) : matches
}
