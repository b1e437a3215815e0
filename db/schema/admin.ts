import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * What an administrator did to an account: who, which action, on whom, the
 * state before and after, and when. The target is kept by id and e-mail, not a
 * foreign key, so the line outlives a deleted account.
 */
export const adminAudit = pgTable(
	'admin_audit',
	{
		id: serial('id').primaryKey(),
		adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
		adminEmail: text('admin_email').notNull(),
		action: text('action').notNull(),
		targetUserId: integer('target_user_id').notNull(),
		targetEmail: text('target_email').notNull(),
		before: jsonb('before').$type<Record<string, unknown>>().notNull(),
		after: jsonb('after').$type<Record<string, unknown>>().notNull(),
		at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('admin_audit_target_idx').on(t.targetUserId, t.at)],
)
