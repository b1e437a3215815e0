import { useT } from '#app/i18n/i18n-context.tsx'

/** Spec §2: the full-screen Loading and Verifying indicators, and the blog's 'Searching...'. */
export function FullScreenIndicator({ label }: { label: string }) {
	return (
		<div
			role="status"
			aria-live="polite"
			className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm"
		>
			<span
				aria-hidden="true"
				className="size-12 rounded-full border-4 border-brand-200 border-t-brand-700"
				style={{ animation: 'spin 0.9s linear infinite' }}
			/>
			<span className="text-lg font-semibold text-brand-900">{label}</span>
		</div>
	)
}

export function LoadingIndicator() {
	return <FullScreenIndicator label={useT()('common.loading')} />
}
