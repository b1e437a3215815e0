import { expect, test } from 'vitest'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { reportReview } from '#app/modules/reviews/dietitian-reviews.server.ts'
import { reportedReviews } from '#app/modules/reviews/review-moderation.server.ts'
import { action as queueAction, loader as queueLoader } from '#app/routes/admin/review-reports.tsx'
import { action as reviewsApi } from '#app/routes/api/dietitians.reviews.ts'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, plainAccount, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { reviewsOf } from './visits.ts'

type Queue = { reports: { reportId: number; reviewId: number; reason: string }[]; log: { reviewId: number; action: string; reason: string | null; adminEmail: string | null }[] }

test('the admin hides a reported review with a reason (it leaves the average and the count, the reviewer is told in their language) or keeps one; each action is logged with who and when', { timeout: 120_000 }, async () => {
	const dietitian = await dietitianWithProfile()
	const [kept, hidden, third] = await reviewsOf(dietitian.id, '2026-11-20T15:00:00Z', [{ rating: 5 }, { rating: 1, text: 'He is a fraud, call 555-0100.' }, { rating: 4 }])
	expect((await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: dietitian.id })).body).toMatchObject({ totalCount: 3, average: 3.3 })
	expect(await reportReview(dietitian.id, kept!, 'not-a-client')).toBe('reported')
	expect(await reportReview(dietitian.id, hidden!, 'hateful')).toBe('reported')

	const admin = await sessionCookieFor(await plainAccount(), { admin: true })
	const queue = (await callRoute(queueLoader, '/admin/review-reports', undefined, { cookie: admin })).data as Queue
	const reportOf = (reviewId: number) => queue.reports.find((row) => row.reviewId === reviewId)!.reportId
	expect(queue.reports.filter((row) => row.reviewId === kept || row.reviewId === hidden).map((row) => row.reason)).toEqual(['not-a-client', 'hateful'])

	const post = (fields: Record<string, string>) => callRoute(queueAction, '/admin/review-reports', new URLSearchParams(fields), { cookie: admin })
	expect((await post({ intent: 'hide', reportId: String(reportOf(hidden!)), reason: '' })).status).toBe(400)
	expect(await post({ intent: 'hide', reportId: String(reportOf(hidden!)), reason: 'It names a phone number and accuses without a visit described.' })).toMatchObject({ status: 302, location: '/admin/review-reports' })
	expect(await post({ intent: 'keep', reportId: String(reportOf(kept!)) })).toMatchObject({ status: 302 })
	expect((await post({ intent: 'keep', reportId: String(reportOf(kept!)) })).status).toBe(404)
	await runDueWork()

	const after = await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: dietitian.id })
	expect(after.body).toMatchObject({ totalCount: 2, average: null, distribution: { '1': 0, '4': 1, '5': 1 } })
	expect((after.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([third, kept])
	expect((await reportedReviews()).filter((row) => row.reviewId === kept || row.reviewId === hidden)).toEqual([])

	const log = ((await callRoute(queueLoader, '/admin/review-reports', undefined, { cookie: admin })).data as Queue).log.filter((row) => row.reviewId === kept || row.reviewId === hidden)
	expect(log).toEqual([
		expect.objectContaining({ reviewId: kept, action: 'keep', reason: null, adminEmail: expect.stringContaining('@') }),
		expect.objectContaining({ reviewId: hidden, action: 'hide', reason: 'It names a phone number and accuses without a visit described.' }),
	])
	const mails = (await listOutbox()).filter((mail) => mail.subject.startsWith('Your review of'))
	expect(mails.at(-1)!.text).toContain('It names a phone number and accuses without a visit described.')

	const dietitianCookie = await sessionCookieFor(dietitian.id)
	expect((await callRoute(queueLoader, '/admin/review-reports', undefined, { cookie: dietitianCookie })).status).not.toBe(200)
})
