import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * A site account: a dietitian or an administrator (manage_role = 'admin').
 * Columns are snake_case because the public API (spec §7) speaks snake_case.
 * Profile columns arrive with the profiles capability, by migration.
 */
export const users = pgTable(
	'users',
	{
		id: serial('id').primaryKey(),
		email: text('email').notNull(),
		passwordHash: text('password_hash').notNull(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		manageRole: text('manage_role', { enum: ['admin', 'user'] }).notNull().default('user'),
		verified: boolean('verified').notNull().default(false),
		plan: integer('plan').notNull().default(0),
		paymentDate: timestamp('payment_date', { withTimezone: true }),
		submitAt: timestamp('submit_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)
