import { formatArticleDate } from '#app/modules/site/format-date.ts'

export type CheckedCredentials = { npi: boolean; cdr: boolean; licence: boolean }

const listed = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/**
 * What "Verified" means for this profile: only the numbers it carried when an
 * administrator approved it (NPI, CDR and licence are optional), the date, and
 * the active plan that keeps it listed.
 */
export function verifiedText(checked: CheckedCredentials, approvedAt: string | Date | null): string {
	const numbers = [checked.npi ? 'NPI number' : '', checked.cdr ? 'CDR registration number' : '', checked.licence ? 'state licence number' : ''].filter(Boolean)
	const date = approvedAt ? formatArticleDate(new Date(approvedAt).toISOString()) : ''
	const when = date ? ` on ${date}` : ''
	const approval = numbers.length
		? `An administrator checked this dietitian’s ${listed(numbers)} and approved the profile${when}.`
		: `An administrator reviewed and approved this profile${when}; it gave no NPI, CDR or licence number to check.`
	return `${approval} Their listing plan is active.`
}

/** "Verified", with what was verified in a tooltip that keyboard and screen-reader users reach too. */
export function VerifiedBadge({ checked, approvedAt }: { checked: CheckedCredentials; approvedAt: string | Date | null }) {
	return (
		<span className="group relative inline-flex">
			<span tabIndex={0} aria-describedby="verified-tooltip" className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
				✓ Verified
			</span>
			<span
				id="verified-tooltip"
				role="tooltip"
				className="invisible absolute top-full left-0 z-10 mt-1 w-64 rounded-lg bg-ink p-2 text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
			>
				{verifiedText(checked, approvedAt)}
			</span>
		</span>
	)
}
