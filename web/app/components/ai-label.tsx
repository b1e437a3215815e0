import { aiReviewText } from '#app/modules/articles/ai-review-text.ts'

/**
 * Says plainly that an AI article was drafted with AI, and which dietitian
 * reviewed it (spec: the AI blog; the label sits on cards and pages alike).
 */
export function AiAssistedLabel({ reviewedBy, className }: { reviewedBy: string | null; className?: string }) {
	return (
		<p className={className ?? 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700'}>
			<span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">AI-assisted</span>
			<span>{aiReviewText(reviewedBy).label}</span>
		</p>
	)
}
