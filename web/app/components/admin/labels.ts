import type { ListingStatus } from '#app/modules/profiles/listing-status.ts'

export const listingLabels: Record<ListingStatus | 'none', string> = {
	draft: 'Draft',
	pending: 'Pending approval',
	listed: 'Listed',
	not_listed: 'Approved, not listed (no plan)',
	rejected: 'Rejected',
	suspended: 'Suspended',
	none: 'No profile',
}

/** A date and time as admins read it, in UTC so every admin sees the same. */
export const formatWhen = (iso: string | Date) => {
	const text = typeof iso === 'string' ? iso : iso.toISOString()
	return `${text.slice(0, 10)} ${text.slice(11, 16)} UTC`
}
