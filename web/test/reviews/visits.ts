import { appointments } from '#db/schema/appointments.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'

let n = 0

/**
 * A visit straight in the table, as booking and the dietitian's answer leave it (confirmed): the review
 * tests start after the visit, which booking cannot make in the past.
 */
export async function pastVisit(dietitianId: number, startsAt: string, { name = 'Jordan Reyes', email = `visitor.${++n}.${Date.now()}@example.com`, locale = 'en' as 'en' | 'es', kind = 'first' as 'intro' | 'first', status = 'confirmed' as 'confirmed' | 'cancelled' } = {}) {
	const start = new Date(startsAt)
	const [row] = await (await getDb())
		.insert(appointments)
		.values({
			dietitianId,
			kind,
			format: 'video',
			startsAt: start,
			endsAt: new Date(start.getTime() + (kind === 'intro' ? 15 : 60) * 60_000),
			timeZone: 'America/New_York',
			status,
			visitorName: name,
			visitorEmail: email,
			visitorEmailKey: emailKey(email),
			reason: 'Type 2 diabetes since June.',
			insurance: 'Self-pay',
			holdExpiresAt: start,
			requestedAt: new Date(start.getTime() - 3 * 86_400_000),
			confirmedAt: new Date(start.getTime() - 2 * 86_400_000),
			createdAt: new Date(start.getTime() - 3 * 86_400_000),
			locale,
		})
		.returning({ id: appointments.id })
	return { id: row!.id, email }
}

/** The `t` of the review link in a mail's text. */
export function reviewToken(text: string) {
	const match = /https?:\/\/\S+\/reviews\/write\?t=(\S+)/.exec(text)
	if (!match) throw new Error(`no review link in:\n${text}`)
	return decodeURIComponent(match[1]!)
}

/**
 * Reviews as visitors write them: a past visit for each, the invitations the sweep mails 48 hours after
 * them, and each review sent with its mail's token, a minute apart (the first is the oldest).
 */
export async function reviewsOf(dietitianId: number, at: string, written: { rating: number; recommend?: boolean; text?: string; display?: 'name' | 'anonymous'; name?: string; kind?: 'intro' | 'first' }[]) {
	const { setClock } = await import('#app/modules/clock/clock.server.ts')
	const { runDueWork } = await import('#app/modules/jobs/scheduled-work.server.ts')
	const { listOutbox } = await import('#app/modules/mail/mailer.server.ts')
	const { submitReview } = await import('#app/modules/reviews/review-writing.server.ts')
	const start = new Date(at).getTime()
	setClock(start - 3 * 3_600_000)
	const visits = []
	for (const [i, review] of written.entries()) visits.push(await pastVisit(dietitianId, new Date(start - (i + 1) * 3_600_000).toISOString(), { name: review.name ?? 'Jordan Reyes', kind: review.kind ?? 'first' }))
	setClock(start + 3 * 86_400_000)
	await runDueWork()
	const ids = []
	for (const [i, review] of written.entries()) {
		setClock(start + 3 * 86_400_000 + (i + 1) * 60_000)
		const token = reviewToken((await listOutbox(visits[i]!.email))[0]!.text)
		const outcome = await submitReview(token, { rating: review.rating, recommend: review.recommend ?? true, text: review.text ?? '', display: review.display ?? 'name' })
		if (!outcome.ok) throw new Error(`review not written: ${outcome.problem}`)
		ids.push(outcome.id)
	}
	return ids
}
