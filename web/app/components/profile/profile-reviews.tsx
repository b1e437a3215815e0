import type { ProfileReviewSectionWords } from '#app/modules/reviews/profile-review-section.server.ts'

/**
 * The profile's reviews of visits (issue 46 point 3): every word comes from the loader, paging is plain
 * links (no JavaScript), and a review's text is text (markup shows as typed).
 */
export function ProfileReviews({ section }: { section: ProfileReviewSectionWords }) {
	return (
		<section id="reviews" aria-labelledby="reviews-title" className="rounded-2xl border border-slate-200 bg-white p-6">
			<h2 id="reviews-title" className="text-xl font-semibold text-ink">{section.title}</h2>
			<p className="mt-1 font-medium text-slate-800">{section.summary}</p>
			<ul className="mt-2 text-sm text-slate-700">
				{section.distribution.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
			<ol className="mt-4 space-y-4">
				{section.items.map((review) => (
					<li key={review.id} className="border-t border-slate-200 pt-4">
						<p>
							<span aria-hidden="true" className="text-amber-700">{review.stars}</span> <span className="sr-only">{review.rating}</span>
							<span className="font-semibold text-ink">{review.author}</span>
						</p>
						<p className="text-sm text-slate-600">
							{review.verified} · {review.kind} · {review.recommend}
						</p>
						{review.text ? <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p> : null}
						{review.reply ? (
							<div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
								<p className="font-semibold text-ink">{review.reply.label}</p>
								<p className="whitespace-pre-line text-slate-800">{review.reply.text}</p>
							</div>
						) : null}
					</li>
				))}
			</ol>
			{section.paging ? (
				<nav aria-label={section.paging.label} className="mt-4 flex gap-4 text-sm">
					{section.paging.previous ? <a href={section.paging.previous.href} className="text-brand-800 underline">{section.paging.previous.text}</a> : null}
					<span>{section.paging.label}</span>
					{section.paging.next ? <a href={section.paging.next.href} className="text-brand-800 underline">{section.paging.next.text}</a> : null}
				</nav>
			) : null}
			<p className="mt-3 text-sm">
				<a href={section.rules.href} className="text-brand-800 underline">{section.rules.text}</a>
			</p>
		</section>
	)
}
