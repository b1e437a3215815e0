import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A complimentary plan an administrator gave an account, until a date. The
 * billing module counts it with the subscriptions when it computes `users.plan`.
 */
export const planGrants = pgTable(
	'plan_grants',
	{
		id: serial('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		plan: integer('plan').notNull(),
		until: timestamp('until', { withTimezone: true }).notNull(),
		/** Who gave it, e.g. 'admin 12 (ops@…)'. */
		grantedBy: text('granted_by').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('plan_grants_user_idx').on(t.userId, t.until)],
)
