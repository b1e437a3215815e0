import { eq, isNotNull } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { directoryListings } from '#db/schema/directory.ts'
import { profiles } from '#db/schema/profiles.ts'
import { appointmentDashboard } from '#app/modules/appointments/appointment-dashboard.server.ts'
import { profileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { seedDemoData } from '../../../scripts/seed.ts'

const day = 86_400_000

test('the demo gives every dietitian who takes bookings varied availability, and Maya Chen a dashboard of appointments', async () => {
	// A Wednesday morning in New York.
	const at = Date.parse('2026-12-02T14:00:00Z')
	setClock(at)
	const db = await getDb()
	await seedDemoData(db)
	const dietitians = await db.select({ id: users.id, plan: users.plan, email: users.email, next: appointmentSettings.nextOpeningAt, windows: appointmentSettings.windows, accepting: profiles.acceptingNewClients }).from(users).innerJoin(appointmentSettings, eq(appointmentSettings.userId, users.id)).innerJoin(profiles, eq(profiles.userId, users.id))
	expect(dietitians.length).toBeGreaterThan(20)
	expect(dietitians.every((d) => hasEntitlement(d.plan, 'booking'))).toBe(true)
	const soon = dietitians.filter((d) => d.next && d.next.getTime() < at + 2 * day)
	const later = dietitians.filter((d) => d.next && d.next.getTime() > at + 10 * day)
	const none = dietitians.filter((d) => d.next === null)
	expect(soon.length).toBeGreaterThan(10)
	expect(later.length).toBeGreaterThan(2)
	// Not taking new clients, a listing offers no opening; of those who take them with weekly hours, one (the sixth in
	// the list) is on leave for longer than the horizon (scripts/seeds/demo-appointments.ts).
	expect(none.filter((d) => d.accepting && d.windows.length > 0).length).toBe(1)
	// The listings carry the next opening for the search's cards.
	const listed = await db.select({ id: directoryListings.userId }).from(directoryListings).where(isNotNull(directoryListings.nextOpening))
	const withOpening = new Set(dietitians.filter((d) => d.next).map((d) => d.id))
	expect(listed.length).toBeGreaterThan(10)
	expect(listed.every((l) => withOpening.has(l.id))).toBe(true)

	const [maya] = dietitians.filter((d) => d.email === 'maya.chen@americandietitian.example')
	const dashboard = await appointmentDashboard(maya!.id)
	expect(dashboard.pending.map((a) => a.name)).toEqual(['Jordan Reyes', 'Li Wei'])
	expect(dashboard.upcoming.map((a) => a.name)).toEqual(['Sam Patel', 'Ana Lopez'])
	expect(dashboard.past.map((a) => [a.name, a.status])).toEqual([
		['Chris Morgan', 'confirmed'],
		['Taylor Kim', 'declined'],
		['Robin Hart', 'cancelled'],
	])
	const openings = await profileOpenings(maya!.id, { kind: null, tz: null })
	expect(openings!.days[0]!.date).toBe('2026-12-03')
	// The booking section's first-visit price is the first-visit fee "Services and fees" shows, not the follow-up rate (issue 42 point 2).
	expect(openings!.kinds.find((k) => k.kind === 'first')!.price).toMatch(/, \$165$/)
	// The availability keeps no price of its own: every demo profile's booking section reads its first-visit fee.
	const prices = await db.select({ id: appointmentSettings.userId, kinds: appointmentSettings.kinds, first: profiles.selfPayFirstVisitCents, followUp: profiles.selfPayFollowUpCents }).from(appointmentSettings).innerJoin(profiles, eq(profiles.userId, appointmentSettings.userId))
	for (const row of prices) for (const kind of row.kinds) expect(Object.keys(kind)).not.toContain('priceCents')
	const withFees = prices.filter((row) => row.first !== null && row.followUp !== null && row.first !== row.followUp)
	expect(withFees.length).toBeGreaterThan(20)
	const shown = []
	for (const row of withFees.slice(0, 12)) {
		const first = (await profileOpenings(row.id, { kind: 'first', tz: null }))?.kinds.find((k) => k.kind === 'first')
		if (first) shown.push([first.price, `60 minutes, $${row.first! / 100}`])
	}
	expect(shown.length).toBeGreaterThan(3)
	for (const [price, fee] of shown) expect(price).toBe(fee)
	// Seeding again adds nothing.
	expect(await seedDemoData(db)).toEqual([])
}, 240_000)
