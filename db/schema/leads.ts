import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A visitor's contact request to a listed dietitian, owned by the leads module.
 * Stored before any mail is sent, so a mail failure never loses it; the
 * dashboard lists it with its read state.
 */
export const contactRequests = pgTable(
	'contact_requests',
	{
		id: serial('id').primaryKey(),
		profileUserId: integer('profile_user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		email: text('email').notNull(),
		phone: text('phone'),
		preferredContact: text('preferred_contact', { enum: ['email', 'phone'] }).notNull().default('email'),
		message: text('message').notNull(),
		/** The dietitian's copy was handed to the mail provider. */
		mailedAt: timestamp('mailed_at', { withTimezone: true }),
		readAt: timestamp('read_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('contact_requests_profile_idx').on(t.profileUserId, t.createdAt)],
)
