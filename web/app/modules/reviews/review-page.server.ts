import { data } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { monthIn, monthWords } from './review-display.ts'
import { reviewSchema, reviewTextMax } from './review-form.ts'
import { problemStatus, readReviewLink, submitReview, type ReviewProblem } from './review-writing.server.ts'

export type ReviewFormValues = { rating: string; recommend: string; text: string; display: string }
export type ReviewPageAnswer =
	| { status: 'saved'; message: string }
	| { status: 'error'; field: 'rating' | 'recommend' | 'text' | 'display' | ''; error: string; values: ReviewFormValues }

const problemKeys: Record<ReviewProblem, string> = {
	invalid: 'reviews.problem.invalid',
	expired: 'reviews.problem.expired',
	'not-a-visit': 'reviews.problem.notAVisit',
	'edit-closed': 'reviews.problem.editClosed',
	hidden: 'reviews.problem.hidden',
	'own-visit': 'reviews.problem.ownVisit',
}

export const problemText = (t: Translate, problem: ReviewProblem) => t(problemKeys[problem])

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t')

/** The page the mailed link opens: the visit in words and the form (filled while the review can be edited), or why not. */
export async function loadReviewPage(request: Request) {
	const t = requestTranslator(request)
	const link = await readReviewLink(tokenOf(request))
	if (!link.ok) return { problem: problemText(t, link.problem), visit: null, values: null, editing: false }
	const dietitian = await findProfile(link.dietitianId)
	const name = dietitian ? `${dietitian.firstName} ${dietitian.lastName}` : ''
	const kind = link.kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first')
	const values: ReviewFormValues = link.review
		? { rating: String(link.review.rating), recommend: link.review.recommend ? 'yes' : 'no', text: link.review.text, display: link.review.display }
		: { rating: '', recommend: '', text: '', display: 'name' }
	return {
		problem: null,
		visit: { title: t('reviews.page.heading', { dietitian: name }), line: t('reviews.page.visit', { kind, month: monthWords(monthIn(link.startsAt, link.timeZone), t.locale) }) },
		values,
		editing: link.review !== null,
	}
}

/** The form's strings as the API's values: "4" is 4, "yes" is true; anything else fails the schema with its message. */
export function reviewFromForm(values: ReviewFormValues) {
	return {
		rating: /^[1-5]$/.test(values.rating) ? Number(values.rating) : values.rating === '' ? undefined : values.rating,
		recommend: values.recommend === 'yes' ? true : values.recommend === 'no' ? false : undefined,
		text: values.text,
		display: values.display,
	}
}

/** The form's post: the fields (a 400 that names the field), then the link (its own status), then "saved". */
export async function submitReviewPage(request: Request) {
	const t = requestTranslator(request)
	const form = await readForm(request)
	const field = (name: string) => String(form.get(name) ?? '')
	const values: ReviewFormValues = { rating: field('rating').slice(0, 10), recommend: field('recommend').slice(0, 10), text: field('text').slice(0, reviewTextMax + 100), display: field('display').slice(0, 20) }
	const parsed = reviewSchema.safeParse(reviewFromForm(values))
	if (!parsed.success) {
		const name = String(parsed.error.issues[0]?.path[0] ?? '') as 'rating' | 'recommend' | 'text' | 'display'
		const message = name === 'text' ? t('reviews.error.text', { max: reviewTextMax }) : name === 'rating' ? t('reviews.error.rating') : name === 'recommend' ? t('reviews.error.recommend') : t('reviews.error.display')
		return data<ReviewPageAnswer>({ status: 'error', field: name, error: message, values }, { status: 400 })
	}
	const outcome = await submitReview(tokenOf(request), parsed.data)
	if (!outcome.ok) return data<ReviewPageAnswer>({ status: 'error', field: '', error: problemText(t, outcome.problem), values }, { status: problemStatus[outcome.problem] })
	return data<ReviewPageAnswer>({ status: 'saved', message: t(outcome.status === 201 ? 'reviews.page.saved' : 'reviews.page.edited') }, { status: outcome.status === 201 ? 201 : 200 })
}
