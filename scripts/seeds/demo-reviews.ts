import { asc, eq, sql } from 'drizzle-orm'
import type { DB } from '#db/client.ts'
import { users } from '#db/schema/accounts.ts'
import { actionLinks } from '#db/schema/action-links.ts'
import { appointments, appointmentSettings } from '#db/schema/appointments.ts'
import { jobs } from '#db/schema/jobs.ts'
import { profiles } from '#db/schema/profiles.ts'
import { reviewInvitations, reviews } from '#db/schema/reviews.ts'
import { localizePath } from '#app/i18n/locale.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { addDays, instantOf, wallTimeAt } from '#app/modules/clock/zoned-time.ts'
import { issueActionLinks } from '#app/modules/mail/action-links.server.ts'
import { officeZone } from '#app/modules/profiles/office-zone.server.ts'
import { monthIn, shortName } from '#app/modules/reviews/review-display.ts'
import { reviewLinkDays, reviewReminderDays } from '#app/modules/reviews/review-form.ts'
import { reviewLinkPurpose, reviewPath } from '#app/modules/reviews/review-invitations.server.ts'
import { emailKey } from '#app/modules/validation/email-key.ts'
import type { Seed } from './seed.ts'

const day = 86_400_000
const mayaChen = 'maya.chen@americandietitian.example'

type DemoReview = { name: string; kind: 'intro' | 'first'; rating: number; recommend: boolean; text: string | null; display: 'name' | 'anonymous'; locale?: 'en' | 'es'; reply?: string }

/**
 * Reviews as different people write them: short and long, warm and lukewarm, one in Spanish, some with the
 * dietitian's answer. Each dietitian with reviews takes the next few of this list (issue 46 point 8).
 */
const written: DemoReview[] = [
	{ name: 'Denise Walker', kind: 'first', rating: 5, recommend: true, display: 'name', text: 'I have seen three dietitians over the years and this is the first one who asked what I actually eat on a work night instead of handing me a meal plan. We built two breakfasts I can make half asleep. Six weeks in and I am still doing them.', reply: 'Thank you, Denise. Those breakfasts were all your ideas, I just asked the questions.' },
	{ name: 'Marcus Bell', kind: 'intro', rating: 4, recommend: true, display: 'name', text: 'Quick call, no pressure. Answered my insurance questions straight.' },
	{ name: 'Priya Natarajan', kind: 'first', rating: 5, recommend: true, display: 'anonymous', text: 'Very patient with my endless questions about labels. Left with a one-page list I keep on the fridge.' },
	{ name: 'Tom Kowalski', kind: 'first', rating: 3, recommend: true, display: 'name', text: 'Knowledgeable, but the visit ran 15 minutes late and felt rushed at the end. The follow-up email with the handouts made up for it.', reply: 'You are right about the delay, and I am sorry. I now keep a gap between visits so it does not happen again.' },
	{ name: 'Rosa Delgado', kind: 'first', rating: 5, recommend: true, display: 'name', locale: 'es', text: 'Me explicó todo en español y con calma. Por fin entiendo qué puedo comer con la diabetes sin sentirme castigada.' },
	{ name: 'Kevin Tran', kind: 'intro', rating: 5, recommend: true, display: 'anonymous', text: null },
	{ name: 'Hannah Lee', kind: 'first', rating: 4, recommend: true, display: 'name', text: 'Good mix of science and common sense. I wish the video link had worked the first time, but once we were talking it was great.' },
	{ name: 'George Ames', kind: 'first', rating: 2, recommend: false, display: 'name', text: 'Too focused on weighing everything. I wanted help cooking for my family, not a spreadsheet.', reply: 'Thank you for saying so, George. I should have asked earlier what you wanted from the visit; the offer of a cooking-focused session stands.' },
	{ name: 'Alicia Moreno', kind: 'first', rating: 5, recommend: true, display: 'name', text: 'She remembered my kids’ names from the intro call. Small thing, big difference.' },
	{ name: 'Ben Ostrowski', kind: 'intro', rating: 4, recommend: true, display: 'name', text: 'Friendly and clear about what a first visit would cost out of pocket. Booked one.' },
	{ name: 'Fatima Yusuf', kind: 'first', rating: 5, recommend: true, display: 'anonymous', text: 'I came in anxious about food after years of dieting. Not once did I feel judged. That alone was worth it.' },
	{ name: 'Chloe Martin', kind: 'first', rating: 4, recommend: true, display: 'name', text: 'Practical tips for eating on the road (I drive for work). Gas-station options I had never thought of.' },
	{ name: 'Dan Fischer', kind: 'first', rating: 5, recommend: true, display: 'name', text: 'My A1C is down and I did not give up bread. Enough said.', reply: 'Enough said indeed. Congratulations, Dan.' },
	{ name: 'Yuki Sato', kind: 'intro', rating: 3, recommend: false, display: 'anonymous', text: 'Nice person but I think I needed someone who specializes in sports nutrition.' },
	{ name: 'Olivia Grant', kind: 'first', rating: 5, recommend: true, display: 'name', text: 'Thorough. Read the notes I sent before the visit and had questions ready. Felt like a real plan, not a pamphlet.' },
	{ name: 'Luis Ramírez', kind: 'first', rating: 4, recommend: true, display: 'name', locale: 'es', text: 'Buena consulta. Me habría gustado un poco más de tiempo, pero salí con ideas claras para la semana.' },
	{ name: 'Nora Fitzgerald', kind: 'first', rating: 5, recommend: true, display: 'name', text: 'Helped my teenage son with his eating after a sports injury without making it a big deal. He actually listened.' },
	{ name: 'Wes Harper', kind: 'intro', rating: 5, recommend: true, display: 'name', text: 'Ten minutes, and I knew this was the right person.' },
]

/** Past visits with reviews for every other demo dietitian who takes bookings (Maya Chen's dashboard keeps its own visits). */
async function reviewedVisits(db: DB, dietitians: { id: number; timeZone: string }[], at: number) {
	let next = 0
	let count = 0
	for (const [index, dietitian] of dietitians.entries()) {
		if (index % 2 === 1) continue
		const many = 2 + (index % 4)
		const today = wallTimeAt(dietitian.timeZone, at).date
		for (let i = 0; i < many; i++) {
			const review = written[next++ % written.length]!
			// 20 to 160 days ago: before the 14 days a sweep invites within, after the health details were erased.
			const start = instantOf(dietitian.timeZone, addDays(today, -(20 + i * 35 + index)), 10 * 60)!
			const email = `${review.name.toLowerCase().replace(/[^a-z]+/g, '.')}.${dietitian.id}@example.com`
			const [visit] = await db
				.insert(appointments)
				.values({
					dietitianId: dietitian.id,
					kind: review.kind,
					format: 'video',
					startsAt: new Date(start),
					endsAt: new Date(start + (review.kind === 'intro' ? 15 : 60) * 60_000),
					timeZone: dietitian.timeZone,
					status: 'confirmed',
					visitorName: review.name,
					visitorEmail: email,
					visitorEmailKey: emailKey(email),
					insurance: 'Self-pay',
					holdExpiresAt: new Date(start - 3 * day),
					requestedAt: new Date(start - 3 * day),
					confirmedAt: new Date(start - 2 * day),
					createdAt: new Date(start - 3 * day),
					locale: review.locale ?? 'en',
				})
				.returning({ id: appointments.id, startsAt: appointments.startsAt })
			const invitedAt = new Date(start + 2 * day + 3_600_000)
			const linkId = await reviewLink(db, visit!.id, review.locale ?? 'en', invitedAt)
			await db.update(actionLinks).set({ usedAt: new Date(invitedAt.getTime() + day) }).where(eq(actionLinks.id, linkId))
			await db.insert(reviewInvitations).values({ appointmentId: visit!.id, dietitianId: dietitian.id, invitedAt, linkId, remindAt: new Date(invitedAt.getTime() + reviewReminderDays * day), remindedAt: new Date(invitedAt.getTime() + day) })
			const writtenAt = new Date(invitedAt.getTime() + day)
			await db.insert(reviews).values({
				dietitianId: dietitian.id,
				visitId: visit!.id,
				linkId,
				rating: review.rating,
				recommend: review.recommend,
				text: review.text,
				display: review.display,
				reviewerName: shortName(review.name),
				reviewerEmail: email,
				locale: review.locale ?? 'en',
				kind: review.kind,
				visitMonth: monthIn(visit!.startsAt, dietitian.timeZone),
				createdAt: writtenAt,
				updatedAt: writtenAt,
				reply: review.reply ?? null,
				repliedAt: review.reply ? new Date(writtenAt.getTime() + 2 * day) : null,
			})
			count++
		}
	}
	return count
}

/** A review link as the invitation's: a row of its own (60 days from `at`), its id for the mails. */
async function reviewLink(db: DB, visitId: number, locale: 'en' | 'es', at: Date) {
	const links = await issueActionLinks(visitId, [{ purpose: reviewLinkPurpose, path: localizePath(reviewPath, locale) }], reviewLinkDays * day, db)
	const linkId = Number(new URL(links[reviewLinkPurpose]).searchParams.get('t')!.split('.')[0])
	await db.update(actionLinks).set({ createdAt: at, expiresAt: new Date(at.getTime() + reviewLinkDays * day) }).where(eq(actionLinks.id, linkId))
	return linkId
}

/**
 * Invitations for visits that just ended (3 and 4 days ago), Maya Chen's among them, queued as the sweep
 * queues them: after `npm start` their mails are in the outbox. The seed runs outside the server, so it
 * writes the job rows itself.
 */
async function justEnded(db: DB, dietitians: { id: number; email: string; timeZone: string }[], at: number) {
	const others = dietitians.filter((d) => d.email !== mayaChen).filter((_, index) => index % 2 === 1).slice(0, 2)
	const visitors = [
		{ name: 'Grace Okafor', email: 'grace.okafor@example.com', daysAgo: 3 },
		{ name: 'Mateo Silva', email: 'mateo.silva@example.com', daysAgo: 4 },
	]
	for (const [i, dietitian] of others.entries()) {
		const visitor = visitors[i]!
		const start = instantOf(dietitian.timeZone, addDays(wallTimeAt(dietitian.timeZone, at).date, -visitor.daysAgo), 9 * 60)!
		await db.insert(appointments).values({
			dietitianId: dietitian.id,
			kind: 'first',
			format: 'video',
			startsAt: new Date(start),
			endsAt: new Date(start + 60 * 60_000),
			timeZone: dietitian.timeZone,
			status: 'confirmed',
			visitorName: visitor.name,
			visitorEmail: visitor.email,
			visitorEmailKey: emailKey(visitor.email),
			reason: 'Meal planning after a new diagnosis.',
			insurance: 'Self-pay',
			holdExpiresAt: new Date(start - 3 * day),
			requestedAt: new Date(start - 3 * day),
			confirmedAt: new Date(start - 2 * day),
			createdAt: new Date(start - 3 * day),
		})
	}
	// Every confirmed visit that ended 48 hours to 14 days ago (Maya Chen's visit of three days ago too).
	const due = await db
		.select({ id: appointments.id, dietitianId: appointments.dietitianId, locale: appointments.locale })
		.from(appointments)
		.where(sql`${appointments.status} = 'confirmed' and ${appointments.endsAt} <= ${new Date(at - 2 * day).toISOString()}::timestamptz and ${appointments.endsAt} > ${new Date(at - 14 * day).toISOString()}::timestamptz`)
	const invitedAt = new Date(at)
	for (const visit of due) {
		const linkId = await reviewLink(db, visit.id, visit.locale, invitedAt)
		await db.insert(reviewInvitations).values({ appointmentId: visit.id, dietitianId: visit.dietitianId, invitedAt, linkId, remindAt: new Date(at + reviewReminderDays * day) })
		await db.insert(jobs).values({ kind: 'review-mail', payload: { appointmentId: visit.id, mail: 'invitation' }, runAt: invitedAt })
	}
	return due.length
}

/** Issue 46 point 8: reviews of past visits on about half the demo dietitians, and invitations for visits that just ended. */
export const demoReviewsSeed: Seed = {
	name: 'demo reviews',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		const at = now().getTime()
		const rows = await db
			.select({ id: users.id, email: users.email, timeZone: profiles.timeZone, zipcode: profiles.zipcode, state: profiles.state })
			.from(users)
			.innerJoin(profiles, eq(profiles.userId, users.id))
			.innerJoin(appointmentSettings, eq(appointmentSettings.userId, users.id))
			.orderBy(asc(users.id))
		const dietitians = rows.map((row) => ({ id: row.id, email: String(row.email), timeZone: officeZone(row) }))
		const reviewed = await reviewedVisits(db, dietitians.filter((d) => d.email !== mayaChen), at)
		const invited = await justEnded(db, dietitians, at)
		return [`[db] seeded ${reviewed} reviews of past visits, and ${invited} review invitations for visits that just ended (the mails go when the server starts)`]
	},
}
