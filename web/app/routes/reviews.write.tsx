import { data, Form } from 'react-router'
import type { Route } from './+types/reviews.write'
import { RequiredMark } from '#app/components/ui/required-mark.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { reviewTextMax } from '#app/modules/reviews/review-form.ts'
import { loadReviewPage, submitReviewPage } from '#app/modules/reviews/review-page.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

/** Issue 46 point 2: the mailed link's page, a plain form that works without JavaScript; the same link edits for 14 days. */
export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('reviews.page.title'), t('reviews.page.description')), { name: 'robots', content: 'noindex' }]
}

export const loader = async ({ request }: Route.LoaderArgs) => ({ ...(await loadReviewPage(request)), i18n: pageI18n(request, ['reviews', 'booking']) })

export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') throw data('Use POST', { status: 405 })
	return submitReviewPage(request)
}

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const { visit, problem, editing } = loaderData
	const values = actionData?.status === 'error' ? actionData.values : loaderData.values
	const fieldError = (field: string) => (actionData?.status === 'error' && actionData.field === field ? actionData.error : null)
	const errorOf = (field: string) => (fieldError(field) ? <p id={`review-${field}-error`} role="alert" className="mt-1 text-sm text-red-800">{fieldError(field)}</p> : null)
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<h1 className="text-3xl font-bold text-ink">{visit?.title ?? t('reviews.page.title')}</h1>
			{actionData?.status === 'saved' ? (
				<p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">{actionData.message}</p>
			) : !visit || !values ? (
				<p role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">{problem}</p>
			) : (
				<Form method="post" className="mt-6 space-y-6" aria-label={t('reviews.page.title')}>
					<p className="text-slate-700">{visit.line}</p>
					{editing ? <p className="text-slate-700">{t('reviews.page.editing')}</p> : null}
					{actionData?.status === 'error' && actionData.field === '' ? <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">{actionData.error}</p> : null}
					<fieldset aria-describedby={fieldError('rating') ? 'review-rating-error' : undefined}>
						<legend className="font-semibold text-ink">
							{t('reviews.form.rating')}
							<RequiredMark words={t('common.required')} />
						</legend>
						<div className="mt-2 flex flex-wrap gap-4">
							{['5', '4', '3', '2', '1'].map((rating) => (
								<label key={rating} className="flex items-center gap-2 text-slate-800">
									<input type="radio" name="rating" value={rating} defaultChecked={values.rating === rating} required />
									{t('reviews.form.stars', { count: Number(rating) })}
								</label>
							))}
						</div>
						{errorOf('rating')}
					</fieldset>
					<fieldset aria-describedby={fieldError('recommend') ? 'review-recommend-error' : undefined}>
						<legend className="font-semibold text-ink">
							{t('reviews.form.recommend')}
							<RequiredMark words={t('common.required')} />
						</legend>
						<div className="mt-2 flex gap-4">
							<label className="flex items-center gap-2 text-slate-800">
								<input type="radio" name="recommend" value="yes" defaultChecked={values.recommend === 'yes'} required />
								{t('reviews.form.yes')}
							</label>
							<label className="flex items-center gap-2 text-slate-800">
								<input type="radio" name="recommend" value="no" defaultChecked={values.recommend === 'no'} />
								{t('reviews.form.no')}
							</label>
						</div>
						{errorOf('recommend')}
					</fieldset>
					<div>
						<label htmlFor="review-text" className="block font-semibold text-ink">{t('reviews.form.text')}</label>
						<p id="review-text-hint" className="text-sm text-slate-600">{t('reviews.form.textHint', { max: reviewTextMax })}</p>
						<textarea
							id="review-text"
							name="text"
							rows={6}
							maxLength={reviewTextMax}
							defaultValue={values.text}
							aria-invalid={fieldError('text') ? true : undefined}
							aria-describedby={fieldError('text') ? 'review-text-hint review-text-error' : 'review-text-hint'}
							className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
						/>
						{errorOf('text')}
					</div>
					<fieldset aria-describedby={fieldError('display') ? 'review-display-error' : undefined}>
						<legend className="font-semibold text-ink">{t('reviews.form.display')}</legend>
						<div className="mt-2 space-y-2">
							<label className="flex items-center gap-2 text-slate-800">
								<input type="radio" name="display" value="name" defaultChecked={values.display !== 'anonymous'} />
								{t('reviews.form.displayName')}
							</label>
							<label className="flex items-center gap-2 text-slate-800">
								<input type="radio" name="display" value="anonymous" defaultChecked={values.display === 'anonymous'} />
								{t('reviews.form.displayAnonymous')}
							</label>
						</div>
						{errorOf('display')}
					</fieldset>
					<SubmitButton pendingText={t('reviews.form.pending')}>{editing ? t('reviews.form.update') : t('reviews.form.submit')}</SubmitButton>
				</Form>
			)}
		</div>
	)
}
