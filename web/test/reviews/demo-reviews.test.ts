import { gte, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { reviews } from '#db/schema/reviews.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { seedDemoData } from '../../../scripts/seed.ts'

test('the demo gives about half the dietitians who book reviews of past visits, each in its own words, some answered; the outbox holds invitations for visits that just ended, Maya Chen’s among them', { timeout: 300_000 }, async () => {
	setClock('2026-12-02T14:00:00Z')
	const db = await getDb()
	await seedDemoData(db)
	const [booking] = await db.select({ n: sql<number>`count(*)::int` }).from(appointmentSettings)
	const byDietitian = await db.select({ id: reviews.dietitianId, n: sql<number>`count(*)::int` }).from(reviews).groupBy(reviews.dietitianId)
	expect(byDietitian.length).toBeGreaterThan(booking!.n / 2 - 3)
	expect(byDietitian.length).toBeLessThan(booking!.n / 2 + 3)
	const all = await db.select({ text: reviews.text, reply: reviews.reply }).from(reviews)
	const texts = all.map((row) => row.text).filter(Boolean)
	// Not one template: the texts differ (the list of 17 texts comes round again on a long list of dietitians).
	expect(new Set(texts).size).toBe(Math.min(17, texts.length))
	expect(all.filter((row) => row.reply).length).toBeGreaterThan(2)
	// The listings carry the figures the seed's rows make (the rebuild finds nothing to change).
	expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
	const [averaged] = await db.select({ n: sql<number>`count(*)::int` }).from(directoryListings).where(gte(directoryListings.ratingCount, 3))
	expect(averaged!.n).toBeGreaterThan(3)

	await runDueWork()
	const invitations = (await listOutbox()).filter((mail) => /^How was your visit with /.test(mail.subject))
	expect(invitations.map((mail) => mail.to)).toEqual(expect.arrayContaining(['chris.morgan@example.com', 'grace.okafor@example.com', 'mateo.silva@example.com']))
	expect(invitations.find((mail) => mail.to === 'chris.morgan@example.com')!.subject).toBe('How was your visit with Maya Chen?')
	// A second sweep invites nobody twice.
	await runDueWork()
	expect((await listOutbox()).filter((mail) => /^How was your visit with /.test(mail.subject))).toHaveLength(invitations.length)
})
