import { formatDay } from '#app/modules/site/format-date.ts'
import type { ListingState } from './availability-rules.ts'

/**
 * What a card and a profile say about new clients (issue 30): the setting and
 * the day the dietitian last confirmed it, or that it was not confirmed lately.
 */
export function availabilityText(accepting: boolean, state: ListingState, confirmedAt: string | null): { text: string; tone: 'yes' | 'no' | 'unknown' } {
	if (state !== 'confirmed') return { text: 'Availability not confirmed', tone: 'unknown' }
	const when = confirmedAt ? ` · confirmed ${formatDay(confirmedAt).slice(0, 6)}` : ''
	return accepting ? { text: `Accepting new clients${when}`, tone: 'yes' } : { text: `Not accepting new clients${when}`, tone: 'no' }
}
