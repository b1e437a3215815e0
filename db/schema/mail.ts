import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

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
		/** The Postmark message stream the mail would go on: `outbound` (transactional) or `broadcast` (the newsletter). */
		stream: text('stream').notNull().default('outbound'),
		/** Why the mail was not sent (its address is on the suppression list); null for a mail that went. */
		skipped: text('skipped'),
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
		status: text('status', { enum: ['sent', 'failed', 'suppressed'] }).notNull(),
		detail: text('detail'),
		/** Postmark's MessageID of a sent mail: a soft bounce names it, and the retry reads the mail back by it. */
		messageId: text('message_id'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
	},
	(t) => [
		uniqueIndex('mail_sends_key_idx').on(t.key).where(sql`${t.key} is not null and ${t.status} = 'sent'`),
		index('mail_sends_created_idx').on(t.createdAt),
		index('mail_sends_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
	],
)

export const suppressionReasons = ['hard-bounce', 'spam-complaint', 'soft-bounces', 'provider'] as const
export type SuppressionReason = (typeof suppressionReasons)[number]

/**
 * Addresses no mail goes to (issue 48): a hard bounce, a spam complaint, three
 * soft bounces in seven days, or Postmark's own suppression. One row per
 * address (lower case); lifting keeps the row with who lifted it and when, and a
 * new bounce puts it back.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
	email: text('email').primaryKey(),
	reason: text('reason', { enum: suppressionReasons }).notNull(),
	/** What the receiving server or Postmark said, one line. */
	detail: text('detail'),
	since: timestamp('since', { withTimezone: true }).notNull(),
	liftedAt: timestamp('lifted_at', { withTimezone: true }),
	/** The admin's user id, or null when Postmark reactivated the address. */
	liftedBy: integer('lifted_by'),
})

/** Soft bounces of the last seven days, counted to suppress an address at the third. */
export const mailSoftBounces = pgTable(
	'mail_soft_bounces',
	{
		id: serial('id').primaryKey(),
		email: text('email').notNull(),
		/** Postmark's bounce ID: a webhook delivered twice counts once. */
		bounceId: bigint('bounce_id', { mode: 'number' }).notNull().unique(),
		messageId: text('message_id'),
		bouncedAt: timestamp('bounced_at', { withTimezone: true }).notNull(),
	},
	(t) => [index('mail_soft_bounces_email_idx').on(t.email, t.bouncedAt)],
)
