import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Work done after the answer was sent (mail that must not slow or reveal an
 * answer). A row lives until its handler succeeds; a failed run is retried
 * later with a growing delay, so a crash or an outage does not lose the work.
 */
export const jobs = pgTable(
	'jobs',
	{
		id: serial('id').primaryKey(),
		kind: text('kind').notNull(),
		payload: jsonb('payload').notNull(),
		runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
		attempts: integer('attempts').notNull().default(0),
		lockedUntil: timestamp('locked_until', { withTimezone: true }),
		/** The process whose lease `locked_until` is: only it renews the lease and finishes the job. */
		lockedBy: text('locked_by'),
		lastError: text('last_error'),
		failedAt: timestamp('failed_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.failedAt} is null`)],
)
