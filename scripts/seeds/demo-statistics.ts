import { eq, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { profileDailyStats } from '#db/schema/statistics.ts'
import type { Seed } from '../seed.ts'

const demoDietitian = 'maya.chen@americandietitian.example'
const day = 24 * 60 * 60 * 1000

/**
 * Twelve weeks of views and search appearances and a few contact requests for
 * Maya Chen, so her dashboard on /viewprofile shows what a working listing looks like.
 */
export const demoStatisticsSeed: Seed = {
	name: 'demo statistics',
	async shouldRun(db) {
		const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profileDailyStats)
		return (row?.n ?? 0) === 0
	},
	async run(db) {
		const [maya] = await db.select().from(users).where(eq(users.email, demoDietitian))
		if (!maya) return []
		const today = Date.now()
		const rows = Array.from({ length: 84 }, (_, i) => {
			const date = new Date(today - (83 - i) * day)
			const weekday = date.getUTCDay() % 6 !== 0
			// A listing that slowly grows, busier on weekdays.
			const views = Math.round((weekday ? 6 : 3) + i / 14 + ((i * 7) % 5))
			return { profileUserId: maya.id, day: date.toISOString().slice(0, 10), views, appearances: views * 9 + ((i * 13) % 11) }
		})
		await db.insert(profileDailyStats).values(rows)
		await db.insert(contactRequests).values([
			{ profileUserId: maya.id, name: 'Jordan Reyes', email: 'jordan.reyes@example.com', preferredContact: 'email', message: 'Hi Maya, I was just told I have prediabetes and would like help planning meals I can keep up with. Do you have evening appointments?', mailedAt: new Date(today - 2 * day), createdAt: new Date(today - 2 * day) },
			{ profileUserId: maya.id, name: 'Li Wei', email: 'li.wei@example.com', phone: '(212) 555-0187', preferredContact: 'phone', message: 'Looking for a dietitian who speaks Mandarin for my father, who has high blood pressure. Do you take Medicare?', mailedAt: new Date(today - 6 * day), readAt: new Date(today - 5 * day), createdAt: new Date(today - 6 * day) },
			{ profileUserId: maya.id, name: 'Sam Patel', email: 'sam.patel@example.com', preferredContact: 'email', message: 'I am vegetarian and training for a half marathon. Could we talk about fueling?', mailedAt: new Date(today - 19 * day), readAt: new Date(today - 18 * day), createdAt: new Date(today - 19 * day) },
		])
		return [`[db] seeded 12 weeks of statistics and 3 contact requests for Maya Chen`]
	},
}
