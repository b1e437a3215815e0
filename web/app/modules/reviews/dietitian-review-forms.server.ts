import { data } from 'react-router'
import { z } from 'zod'
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
	const target = '/viewprofile#reviews'
	if (parsed.data.intent === 'reply') {
		if ((await replyToReview(dietitianId, id, parsed.data.text)) === 'not-found') throw data(reportMessages['not-found'], { status: 404 })
		return redirectWithToast(target, { type: 'success', description: parsed.data.text ? 'Your answer is on your profile.' : 'Your answer was removed.' }, { status: 303 })
	}
	const outcome = await reportReview(dietitianId, id, parsed.data.reason)
	if (outcome === 'not-found') throw data(reportMessages['not-found'], { status: 404 })
	return redirectWithToast(target, { type: outcome === 'reported' ? 'success' : 'error', description: reportMessages[outcome] }, { status: 303 })
}

const notHeldMessages = {
	marked: 'Marked as not having taken place: the visitor is not asked for a review.',
	'too-late': 'More than 48 hours have passed since this visit ended: the visitor has been asked for a review.',
	'too-early': 'This visit has not started yet: cancel it instead.',
	'not-found': 'There is no such confirmed visit of yours.',
} as const

/** The dashboard's "Did not take place" button of a past visit (issue 46 point 1). */
export async function notHeldFromDashboard(dietitianId: number, rawId: string | undefined) {
	const id = idOf(rawId)
	const outcome = id === null ? 'not-found' : await markNotHeld(dietitianId, id)
	if (outcome === 'not-found') throw data(notHeldMessages['not-found'], { status: 404 })
	return redirectWithToast('/viewprofile#appointments', { type: outcome === 'marked' ? 'success' : 'error', description: notHeldMessages[outcome] }, { status: 303 })
}
