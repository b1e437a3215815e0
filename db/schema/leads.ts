import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A visitor's contact request to a listed dietitian, owned by the leads module.
 * Held until the visitor confirms their address (a signed mail link): only then
 * is the dietitian mailed and the visitor's copy sent, so the form never mails
 * text to an address that did not ask for it (issue 27). An unconfirmed hold is
 * deleted once `confirm_by` passes. Confirmed, it has a reply deadline of two
 * business days in the office's zone (issue 30), answered from the dashboard.
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
		/** The address as its limits count it (modules/validation/email-key.ts). */
		emailKey: text('email_key').notNull(),
		phone: text('phone'),
		preferredContact: text('preferred_contact', { enum: ['email', 'phone'] }).notNull().default('email'),
		message: text('message').notNull(),
		/** The dietitian's copy was handed to the mail provider. */
		mailedAt: timestamp('mailed_at', { withTimezone: true }),
		readAt: timestamp('read_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		/** The visitor confirmed their address: the request is sent. Null while it is held. */
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		/** A hold not confirmed by then is deleted (the confirm link expires with it). */
		confirmBy: timestamp('confirm_by', { withTimezone: true }),
		/** Two business days after the confirmation, in the office's time zone. */
		replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
		repliedAt: timestamp('replied_at', { withTimezone: true }),
		/** Answered with the dashboard's form ('site', the text kept in reply_message) or marked as answered by phone or e-mail. */
		replyKind: text('reply_kind', { enum: ['site', 'elsewhere'] }),
		replyMessage: text('reply_message'),
		/** The deadline passed unanswered: the visitor was offered other dietitians and the dietitian reminded. */
		overdueNoticeAt: timestamp('overdue_notice_at', { withTimezone: true }),
		/** The language of the page the visitor wrote from: their mails and links are in it (issue 32). */
		locale: text('locale', { enum: ['en', 'es'] }).notNull().default('en'),
	},
	(t) => [
		index('contact_requests_profile_idx').on(t.profileUserId, t.createdAt),
		index('contact_requests_email_key_idx').on(t.emailKey, t.createdAt),
		index('contact_requests_hold_idx').on(t.confirmBy).where(sql`${t.confirmedAt} is null`),
		index('contact_requests_reply_due_idx').on(t.replyDueAt).where(sql`${t.repliedAt} is null and ${t.overdueNoticeAt} is null`),
		index('contact_requests_confirmed_idx').on(t.profileUserId, t.confirmedAt).where(sql`${t.confirmedAt} is not null`),
	],
)
