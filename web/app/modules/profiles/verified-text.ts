import { formatDay } from '#app/modules/site/format-date.ts'

export type CheckedCredentials = { npi: boolean; cdr: boolean; licence: boolean }

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/**
 * What "Verified" means for this profile: only the numbers it carried when an
 * administrator approved it (NPI, CDR and licence are optional), the date, and
 * the active plan that keeps it listed.
 */
export function verifiedText(checked: CheckedCredentials, approvedAt: string | Date | null): string {
	const numbers = [checked.npi ? 'NPI number' : '', checked.cdr ? 'CDR registration number' : '', checked.licence ? 'state licence number' : ''].filter(Boolean)
	const date = approvedAt ? formatDay(new Date(approvedAt).toISOString()) : ''
	const when = date ? ` on ${date}` : ''
	const approval = numbers.length
		? `An administrator checked this dietitian’s ${listed(numbers)} and approved the profile${when}.`
		: `An administrator reviewed and approved this profile${when}; it gave no NPI, CDR or licence number to check.`
	return `${approval} Their listing plan is active.`
}
