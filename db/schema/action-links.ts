import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The links of mails that act: confirm an appointment, "still accepting", confirm
 * a visitor's address. The mail carries `<id>.<signature>` (an HMAC of the id and
 * purpose with the server's secret); the row makes it expire and work once. Links
 * sent together (confirm / decline) share a batch: using one uses them all.
 * Owned by the mail module (modules/mail/action-links.server.ts).
 */
export const actionLinks = pgTable(
	'action_links',
	{
		id: serial('id').primaryKey(),
		purpose: text('purpose').notNull(),
		/** The row the action is about (an appointment, a contact request, a profile's user id). */
		subjectId: integer('subject_id').notNull(),
		batch: text('batch').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('action_links_batch_idx').on(t.batch), index('action_links_subject_idx').on(t.purpose, t.subjectId)],
)
