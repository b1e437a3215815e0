import { eq, sql } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { profileDailyStats } from '#db/schema/statistics.ts'
import { businessDeadline } from '#app/modules/clock/business-days.ts'
import type { Seed } from './seed.ts'

const demoDietitian = 'maya.chen@americandietitian.example'
const day = 24 * 60 * 60 * 1000
const hour = 60 * 60 * 1000

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
		// Confirmed requests with their reply deadlines (2 business days in New York) and answers, so the dashboard
		// shows one waiting with its deadline and the profile its reply figure ("Usually replies within…", issue 30).
		const confirmed = (daysAgo: number, answer?: { afterHours: number; kind: 'site' | 'elsewhere'; message?: string }) => {
			const at = new Date(today - daysAgo * day)
			const due = new Date(businessDeadline(at.getTime(), 2, 'America/New_York'))
			const repliedAt = answer ? new Date(at.getTime() + answer.afterHours * hour) : null
			return {
				createdAt: at,
				confirmedAt: at,
				mailedAt: at,
				replyDueAt: due,
				repliedAt,
				replyKind: answer?.kind ?? null,
				replyMessage: answer?.message ?? null,
				readAt: repliedAt,
				// Already past its deadline on a fresh clone: the promise counts as given, so no demo mail goes out.
				overdueNoticeAt: !answer && due.getTime() <= today ? new Date(today) : null,
			}
		}
		await db.insert(contactRequests).values([
			{ profileUserId: maya.id, name: 'Jordan Reyes', email: 'jordan.reyes@example.com', emailKey: 'jordan.reyes@example.com', preferredContact: 'email', message: 'Hi Maya, I was just told I have prediabetes and would like help planning meals I can keep up with. Do you have evening appointments?', ...confirmed(0.2) },
			{ profileUserId: maya.id, name: 'Li Wei', email: 'li.wei@example.com', emailKey: 'li.wei@example.com', phone: '(212) 555-0187', preferredContact: 'phone', message: 'Looking for a dietitian who speaks Mandarin for my father, who has high blood pressure. Do you take Medicare?', ...confirmed(6, { afterHours: 5, kind: 'elsewhere' }) },
			{ profileUserId: maya.id, name: 'Sam Patel', email: 'sam.patel@example.com', emailKey: 'sam.patel@example.com', preferredContact: 'email', message: 'I am vegetarian and training for a half marathon. Could we talk about fueling?', ...confirmed(19, { afterHours: 20, kind: 'site', message: 'Hi Sam, happy to! I have openings on Tuesday and Thursday evenings; reply with a time that suits you.' }) },
			{ profileUserId: maya.id, name: 'Ana Gomez', email: 'ana.gomez@example.com', emailKey: 'ana.gomez@example.com', preferredContact: 'email', message: 'My daughter was diagnosed with celiac disease. Could you help us plan school lunches?', ...confirmed(40, { afterHours: 3, kind: 'site', message: 'Hi Ana, yes, I see many families with celiac disease. Could we start with a 30-minute call this week?' }) },
		])
		return [`[db] seeded 12 weeks of statistics and 4 contact requests for Maya Chen`]
	},
}
