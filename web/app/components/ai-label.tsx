import { useT } from '#app/i18n/i18n-context.tsx'

/**
 * Says plainly that an AI article was drafted with AI, and which dietitian
 * reviewed it (spec: the AI blog; the label sits on cards and pages alike):
 * a named reviewer (an Author of the CMS, "Maya Chen, RDN") when the article
 * has one; otherwise only what is true of every published AI article, that the
 * site's editors reviewed it before publishing.
 */
export function AiAssistedLabel({ reviewedBy, className }: { reviewedBy: string | null; className?: string }) {
	const t = useT()
	return (
		<p className={className ?? 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700'}>
			<span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t('common.ai.label')}</span>
			<span>{reviewedBy ? t('common.ai.reviewedBy', { reviewer: reviewedBy }) : t('common.ai.reviewedByEditors')}</span>
		</p>
	)
}

/** The closing note of an AI article page, with the same reviewer as its label. */
export function AiReviewNote({ reviewedBy }: { reviewedBy: string | null }) {
	const t = useT()
	return <>{reviewedBy ? t('common.ai.noteReviewer', { reviewer: reviewedBy }) : t('common.ai.noteEditors')}</>
}
