import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Mail kept instead of sent when no mail provider is configured (development and tests). */
export const outbox = pgTable(
	'outbox',
	{
		id: serial('id').primaryKey(),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		html: text('html').notNull(),
		/** Extra mail headers (List-Unsubscribe …), as sent. */
		headers: jsonb('headers').$type<{ name: string; value: string }[]>().notNull().default([]),
		/** Files sent with the mail, as Postmark takes them: Content is base64. */
		attachments: jsonb('attachments').$type<{ Name: string; ContentType: string; Content: string }[]>().notNull().default([]),
		sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('outbox_to_idx').on(sql`lower(${t.to})`)],
)
