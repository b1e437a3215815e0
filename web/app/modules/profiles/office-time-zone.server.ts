// Relative imports only: the demo seed (run from the repository root) uses this too.
import { createRequire } from 'node:module'
import { lookupZip } from '../directory/zip-codes.server.ts'
import { stateTimeZone } from './office-hours.ts'

const require = createRequire(import.meta.url)
const zoneAt = require('@photostructure/tz-lookup') as (latitude: number, longitude: number) => string

/**
 * The zones a state's offices can be in, for the states a zone line crosses.
 * Coordinates near a border or a coast can fall in a neighbour's zone (Canada,
 * Mexico, the next state) on tz-lookup's coarse grid: such an answer is not in
 * the list and the state's main zone is used instead. Every other state and
 * territory lies in one zone (office-hours.ts).
 */
const multiZoneStates: Record<string, string[]> = {
	AK: ['America/Anchorage', 'America/Juneau', 'America/Sitka', 'America/Yakutat', 'America/Nome', 'America/Metlakatla', 'America/Adak'],
	// The Navajo Nation keeps daylight saving time; the rest of Arizona does not.
	AZ: ['America/Phoenix', 'America/Denver'],
	FL: ['America/New_York', 'America/Chicago'],
	ID: ['America/Boise', 'America/Los_Angeles'],
	IN: [
		'America/Indiana/Indianapolis',
		'America/Indiana/Vincennes',
		'America/Indiana/Winamac',
		'America/Indiana/Marengo',
		'America/Indiana/Petersburg',
		'America/Indiana/Vevay',
		'America/Indiana/Tell_City',
		'America/Indiana/Knox',
		'America/Chicago',
		'America/Kentucky/Louisville',
		'America/Detroit',
		'America/New_York',
	],
	KS: ['America/Chicago', 'America/Denver'],
	KY: ['America/New_York', 'America/Kentucky/Louisville', 'America/Kentucky/Monticello', 'America/Chicago'],
	MI: ['America/Detroit', 'America/Menominee'],
	ND: ['America/Chicago', 'America/Denver', 'America/North_Dakota/Beulah', 'America/North_Dakota/New_Salem', 'America/North_Dakota/Center'],
	NE: ['America/Chicago', 'America/Denver'],
	// West Wendover keeps Mountain time with its neighbour Wendover, Utah.
	NV: ['America/Los_Angeles', 'America/Denver'],
	OR: ['America/Los_Angeles', 'America/Boise'],
	SD: ['America/Chicago', 'America/Denver'],
	TN: ['America/Chicago', 'America/New_York'],
	TX: ['America/Chicago', 'America/Denver'],
}

/**
 * The IANA time zone of an office from its ZIP: the zone at the ZIP's
 * coordinates (the `zipcodes` data, through @photostructure/tz-lookup) where
 * the state spans several zones, else the state's zone. Null for an unknown ZIP.
 */
export function zipTimeZone(zip: string): string | null {
	const place = lookupZip(zip)
	if (!place) return null
	const allowed = multiZoneStates[place.state]
	if (allowed) {
		const found = zoneAt(place.latitude, place.longitude)
		if (allowed.includes(found)) return found
	}
	return stateTimeZone(place.state)
}
