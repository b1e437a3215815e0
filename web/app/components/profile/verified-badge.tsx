import { useT } from '#app/i18n/i18n-context.tsx'

/** "Verified", with what was verified (`verifiedText`, made by the loader) in a tooltip that keyboard and screen-reader users reach too. */
export function VerifiedBadge({ text }: { text: string }) {
	const t = useT()
	return (
		<span className="group relative inline-flex">
			<span tabIndex={0} aria-describedby="verified-tooltip" className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
				{t('profile.verified')}
			</span>
			<span
				id="verified-tooltip"
				role="tooltip"
				className="invisible absolute top-full left-0 z-10 mt-1 w-64 rounded-lg bg-ink p-2 text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
			>
				{text}
			</span>
		</span>
	)
}
