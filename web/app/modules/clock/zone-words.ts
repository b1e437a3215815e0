/**
 * A time zone as people say it (issue 42 point 11): the zone's generic name in the page's language, then
 * its city, "Eastern Time, New York" or "hora oriental, New York", not "America/New_York". Intl knows the
 * names of every zone in both languages, so no list of ours can fall behind. An unknown zone is its city.
 */
export function zoneWords(zone: string, locale: string): string {
	const city = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') : null
	let name: string | undefined
	try {
		name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value
	} catch {
		// Not a zone Intl knows (a hand-edited address): say what was asked, readably.
		return city ?? zone
	}
	if (!name) return city ?? zone
	return city && !name.includes(city) ? `${name}, ${city}` : name
}
