import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A calendar address a dietitian gave us to read their busy times from (issue 45 point 2), owned by
 * the appointments module; up to 3 per dietitian. The address is a secret (Google's "secret address")
 * and is kept encrypted (AES-256-GCM under a key derived from the server's secret): the dashboard and
 * the API show only `host` after it is saved. `checked_at` is the last attempt (the sweep's due
 * column), `synced_at` the last success (a 304 too); `first_failed_at` starts the 24 hours after which
 * `failure_mailed_at` records the one mail.
 */
export const busyCalendars = pgTable(
	'busy_calendars',
	{
		id: serial('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		addressSealed: text('address_sealed').notNull(),
		host: text('host').notNull(),
		etag: text('etag'),
		lastModified: text('last_modified'),
		checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
		syncedAt: timestamp('synced_at', { withTimezone: true }),
		/** The last read that brought a body: validators are sent only within a day of it, so the expansion moves on with the days. */
		parsedAt: timestamp('parsed_at', { withTimezone: true }),
		busyCount: integer('busy_count').notNull().default(0),
		/** What went wrong at the last read, as a word of the catalogue ("not-found", "too-large"); null after a success. */
		lastError: text('last_error'),
		/** Zone names the last read did not know and read as UTC (said in the status). */
		unknownZones: text('unknown_zones').array().notNull().default([]),
		firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
		failureMailedAt: timestamp('failure_mailed_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
	},
	(t) => [index('busy_calendars_user_idx').on(t.userId), index('busy_calendars_checked_idx').on(t.checkedAt)],
)

/** The busy times read from a calendar: only when, never what (no titles, no attendees). */
export const busyRanges = pgTable(
	'busy_ranges',
	{
		calendarId: integer('calendar_id')
			.notNull()
			.references(() => busyCalendars.id, { onDelete: 'cascade' }),
		startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
		endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
	},
	(t) => [index('busy_ranges_calendar_idx').on(t.calendarId, t.startsAt)],
)
