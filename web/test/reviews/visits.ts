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
