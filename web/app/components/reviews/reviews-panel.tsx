import { useLocalePath } from '#app/i18n/i18n-context.tsx'
import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import type { reviewsPanel } from '#app/modules/reviews/dietitian-reviews.server.ts'

type Panel = NonNullable<Awaited<ReturnType<typeof reviewsPanel>>>

/**
 * The dietitian's reviews on the dashboard (issue 46 point 4): each with its public answer to write or change
 * and a report to our team. Plain form posts (no JavaScript); no button deletes or hides a review.
 */
export function ReviewsPanel({ panel }: { panel: Panel | null }) {
	const localePath = useLocalePath()
	if (!panel) return null
	const { words } = panel
	return (
		<section id="reviews" aria-labelledby="reviews-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id="reviews-heading" className="text-xl font-semibold text-ink">{words.title}</h2>
			<p className="mt-1 text-sm text-slate-600">{words.intro}</p>
			<ul className="mt-4 space-y-4">
				{panel.items.map((review) => (
					<li key={review.id} className="rounded-xl border border-slate-100 bg-slate-50 p-3" data-review={review.id}>
						<p className="font-semibold text-ink">
							{review.rating} · {review.author}
						</p>
						<p className="text-xs text-slate-600">
							{review.verified} · {review.kind} · {review.recommend}
						</p>
						{review.text ? <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{review.text}</p> : null}
						{review.hidden ? <p className="mt-2 text-sm font-medium text-amber-900">{words.hidden}</p> : null}
						<Form method="post" action={localePath(`/viewprofile/reviews/${review.id}`)} className="mt-3 space-y-2">
							<label htmlFor={`review-reply-${review.id}`} className="block text-sm font-medium text-slate-800">{words.replyLabel}</label>
							<textarea id={`review-reply-${review.id}`} name="text" rows={3} maxLength={2000} defaultValue={review.reply ?? ''} className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm" />
							<SubmitButton name="intent" value="reply" variant="secondary" pendingText={words.pending}>{words.replySave}</SubmitButton>
						</Form>
						{review.reported ? (
							<p className="mt-2 text-sm text-slate-700">{words.reported}</p>
						) : review.hidden ? null : (
							<details className="mt-2">
								<summary className="cursor-pointer text-sm font-medium text-slate-800">{words.reportSummary}</summary>
								<Form method="post" action={localePath(`/viewprofile/reviews/${review.id}`)} className="mt-2 space-y-2">
									<fieldset>
										<legend className="text-sm font-medium text-slate-800">{words.reportLegend}</legend>
										{words.reasons.map((reason) => (
											<label key={reason.value} className="flex items-center gap-2 text-sm text-slate-800">
												<input type="radio" name="reason" value={reason.value} required />
												{reason.label}
											</label>
										))}
									</fieldset>
									<SubmitButton name="intent" value="report" variant="secondary" pendingText={words.pending}>{words.reportSend}</SubmitButton>
								</Form>
							</details>
						)}
					</li>
				))}
			</ul>
		</section>
	)
}
