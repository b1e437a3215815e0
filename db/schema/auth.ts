import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Where an account has signed in from: a keyed hash of (e-mail, client address)
 * or (e-mail, browser device id). Failed sign-ins from a known source do not
 * count toward the account's own limit, so strangers cannot lock the owner out.
 */
export const signInSources = pgTable('sign_in_sources', {
	keyHash: text('key_hash').primaryKey(),
	lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
})
