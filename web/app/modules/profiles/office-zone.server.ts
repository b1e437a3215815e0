// Relative imports only: the demo seed (run from the repository root) uses this too.
import { isTimeZone } from '../clock/zoned-time.ts'
import { stateTimeZone } from './office-hours.ts'
import { zipTimeZone } from './office-time-zone.server.ts'

/** What a profile row says about where its office is. */
export type OfficePlace = { timeZone: string | null; zipcode: string | null; state: string | null }

/**
 * The office's IANA time zone, the one answer every part of the site uses
 * (openings and the feed of them, the profile page, contact requests, mails;
 * issue 43 point 5): the zone stored with the profile (from its ZIP when it was
 * saved), else its ZIP's, else its state's. In a state a zone line crosses
 * (the Florida panhandle, western Kentucky, Middle Tennessee) the state's zone
 * is wrong for part of it, so a profile saved before the zone was stored must
 * still be read through its ZIP, by every reader alike.
 */
export function officeZone(place: OfficePlace): string {
	if (place.timeZone && isTimeZone(place.timeZone)) return place.timeZone
	return (place.zipcode ? zipTimeZone(place.zipcode) : null) ?? stateTimeZone(place.state)
}
