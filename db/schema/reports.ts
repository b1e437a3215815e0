import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A visitor's report about a listing ("Report this listing" on a profile, issue 42 point 5), owned by
 * the reports module. No name or address is asked: a report is about the listing, not the visitor.
 * It waits in the site admin's queue until an admin closes it (`closed_at`, `closed_by`).
 */
export const listingReports = pgTable(
	'listing_reports',
	{
		id: serial('id').primaryKey(),
		profileUserId: integer('profile_user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		reason: text('reason').notNull(),
		details: text('details'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		closedAt: timestamp('closed_at', { withTimezone: true }),
		closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
	},
	(table) => [
		check('listing_reports_reason', sql`${table.reason} in ('wrong-details', 'not-a-dietitian', 'closed-practice', 'other')`),
		// The admin's queue: the open reports, oldest first.
		index('listing_reports_open').on(table.createdAt).where(sql`${table.closedAt} is null`),
	],
)
