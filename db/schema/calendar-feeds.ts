import { pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A dietitian's private calendar address (issue 45 point 1), owned by the
 * appointments module. The address's token is an HMAC of `nonce` under the
 * server's secret, so the dashboard can show it again while the database alone
 * cannot give it away; the feed finds its dietitian by `token_hash` (SHA-256).
 * "New address" replaces the nonce and the hash: the old address is gone at once.
 */
export const calendarFeeds = pgTable(
	'calendar_feeds',
	{
		userId: integer('user_id')
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		nonce: text('nonce').notNull(),
		tokenHash: text('token_hash').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
	},
	(t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
)
