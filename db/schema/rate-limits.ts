import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters shared by every web process (when no Redis is set):
 * one row per limited key (a keyed hash, so no address or e-mail is stored),
 * swept once its window is long over.
 */
export const rateLimits = pgTable('rate_limits', {
	keyHash: text('key_hash').primaryKey(),
	windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
	hits: integer('hits').notNull(),
})
