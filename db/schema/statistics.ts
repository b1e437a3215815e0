import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Daily counters per profile, owned by the statistics module: profile views
 * (unique visitors) and appearances in search results. Days are UTC dates.
 */
export const profileDailyStats = pgTable(
	'profile_daily_stats',
	{
		profileUserId: integer('profile_user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		day: date('day', { mode: 'string' }).notNull(),
		views: integer('views').notNull().default(0),
		appearances: integer('appearances').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.profileUserId, t.day] })],
)

/**
 * Who has viewed a profile today: a keyed hash of address and browser, so a
 * visitor counts once a day and no address is stored. Swept after two days.
 */
export const profileViewVisitors = pgTable(
	'profile_view_visitors',
	{
		profileUserId: integer('profile_user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		day: date('day', { mode: 'string' }).notNull(),
		visitorHash: text('visitor_hash').notNull(),
	},
	(t) => [primaryKey({ columns: [t.profileUserId, t.day, t.visitorHash] })],
)
