import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Newsletter subscribers. The e-mail is stored lower-cased and unique, so an
 * address is one row whatever its case; a row exists once the address proved
 * itself with a code, and unsubscribing keeps it (with the time) rather than
 * forgetting who asked not to be mailed.
 */
export const subscribers = pgTable('subscribers', {
	id: serial('id').primaryKey(),
	email: text('email').notNull().unique(),
	sourcePage: text('source_page'),
	confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
	unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
