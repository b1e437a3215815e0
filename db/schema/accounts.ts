import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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
		/** Set by an administrator: no sign-in, no listing. */
		suspendedAt: timestamp('suspended_at', { withTimezone: true }),
		/** The language the account signed up in (issue 32): its mails (verification, reset, welcome) are in it. */
		locale: text('locale', { enum: ['en', 'es'] }).notNull().default('en'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/**
 * A signed-in browser or API client. The cookie and the API's JWT both carry
 * the id, so deleting the row signs that client out everywhere at once.
 */
export const sessions = pgTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One-time codes for every purpose (e-mail verification, password reset,
 * newsletter): one live code per (target, type), stored as a hash, expiring,
 * with a count of wrong attempts.
 */
export const verifications = pgTable(
	'verifications',
	{
		id: serial('id').primaryKey(),
		target: text('target').notNull(),
		type: text('type', { enum: ['verify-email', 'verify-link', 'reset-password', 'newsletter', 'erase-visitor'] }).notNull(),
		codeHash: text('code_hash').notNull(),
		attempts: integer('attempts').notNull().default(0),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex('verifications_target_type_idx').on(t.target, t.type)],
)
