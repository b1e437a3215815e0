import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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

/**
 * Each mail the site tried to send, owned by the mail module: what it was
 * (its kind), to whom, and what came of it. A mail a job sends carries the
 * job's idempotency key: a retry of the job finds the key and does not send
 * that mail again. Kept 45 days (the retention table, decision 116).
 */
export const mailSends = pgTable(
	'mail_sends',
	{
		id: serial('id').primaryKey(),
		/** `job:<job id>:<n>` for the n-th mail of a job's run; null for a mail sent during a request. */
		key: text('key'),
		kind: text('kind').notNull(),
		recipient: text('recipient').notNull(),
		status: text('status', { enum: ['sent', 'failed'] }).notNull(),
		detail: text('detail'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
	},
	(t) => [uniqueIndex('mail_sends_key_idx').on(t.key).where(sql`${t.key} is not null and ${t.status} = 'sent'`), index('mail_sends_created_idx').on(t.createdAt)],
)
