import { data } from 'react-router'
import { z } from 'zod'
import { localizePath } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { multiLineText } from '#app/modules/validation/text.ts'
import { reportReview, replyToReview } from './dietitian-reviews.server.ts'
import { replyTextMax, reviewReportReasons } from './review-form.ts'
import { markNotHeld } from './review-invitations.server.ts'

/** The dietitian's answer and report, as the dashboard's forms and POST /api/user/reviews send them. */
export const replySchema = z.strictObject({ id: z.number().int().positive(), text: multiLineText('text', { max: replyTextMax, required: false }) })
export const reportSchema = z.strictObject({ id: z.number().int().positive(), reason: z.enum(reviewReportReasons, { error: 'reason must be not-a-client, health-details, hateful or spam' }) })

const formSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('reply'), text: multiLineText('Your answer', { max: replyTextMax, required: false }) }),
	z.object({ intent: z.literal('report'), reason: z.enum(reviewReportReasons, { error: 'Choose why you report this review' }) }),
], { error: 'Choose reply or report' })

export const reportMessages = {
	reported: 'Reported: our team looks at the review and hides it or keeps it. It stays shown until then.',
	'already-reported': 'This review is already reported and waits for our team.',
	'not-found': 'There is no such review of yours.',
} as const

const idOf = (raw: string | undefined) => (/^\d{1,9}$/.test(raw ?? '') ? Number(raw) : null)

/** The dashboard's Answer and Report buttons of one review: plain form posts (no JavaScript), a toast after. */
export async function reviewFromDashboard(dietitianId: number, rawId: string | undefined, request: Request) {
	const form = await readForm(request)
	const parsed = formSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')))
	if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Choose reply or report', { status: 400 })
	const id = idOf(rawId)
	if (id === null) throw data(reportMessages['not-found'], { status: 404 })
	// Posted from /es/viewprofile: back there, told in Spanish.
	const t = requestTranslator(request)
	const target = localizePath('/viewprofile#reviews', t.locale)
	if (parsed.data.intent === 'reply') {
		if ((await replyToReview(dietitianId, id, parsed.data.text)) === 'not-found') throw data(reportMessages['not-found'], { status: 404 })
		return redirectWithToast(target, { type: 'success', description: parsed.data.text ? t('reviews.dashboard.answered') : t('reviews.dashboard.answerRemoved') }, { status: 303 })
	}
	const outcome = await reportReview(dietitianId, id, parsed.data.reason)
	if (outcome === 'not-found') throw data(reportMessages['not-found'], { status: 404 })
	return redirectWithToast(target, { type: outcome === 'reported' ? 'success' : 'error', description: outcome === 'reported' ? t('reviews.dashboard.reportedToast') : t('reviews.dashboard.alreadyReported') }, { status: 303 })
}

const noSuchVisit = 'There is no such confirmed visit of yours.'

/** The dashboard's "Did not take place" button of a past visit (issue 46 point 1). */
export async function notHeldFromDashboard(dietitianId: number, rawId: string | undefined, request: Request) {
	const id = idOf(rawId)
	const outcome = id === null ? 'not-found' : await markNotHeld(dietitianId, id)
	if (outcome === 'not-found') throw data(noSuchVisit, { status: 404 })
	const t = requestTranslator(request)
	const description = outcome === 'marked' ? t('reviews.dashboard.notHeldMarked') : outcome === 'too-late' ? t('reviews.dashboard.notHeldTooLate') : t('reviews.dashboard.notHeldTooEarly')
	return redirectWithToast(localizePath('/viewprofile#appointments', t.locale), { type: outcome === 'marked' ? 'success' : 'error', description }, { status: 303 })
}
