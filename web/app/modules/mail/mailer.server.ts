import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { ServerClient } from 'postmark'
import { mailSends, outbox } from '#db/schema/mail.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv, isProduction } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { nextSendOfJob } from '#app/modules/jobs/job-context.server.ts'
import { describeError } from '#app/modules/logging/log-error.server.ts'
import { countMail } from '#app/modules/metrics/metrics.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { suppressionOf } from './suppressions.server.ts'

export type MailHeader = { name: string; value: string }
/** A file sent with a mail, as Postmark takes it: Content is the file in base64. */
export type MailAttachment = { Name: string; ContentType: string; Content: string }
export type Mail = {
	to: string
	subject: string
	text: string
	html: string
	headers?: MailHeader[]
	replyTo?: string
	attachments?: MailAttachment[]
	/** What the mail is, for the log and the metrics ("appointment-confirmed"); a job's mail defaults to the job's kind. */
	kind?: string
	/** `broadcast` for the newsletter; every other mail is transactional (Postmark keeps the two streams' reputations apart). */
	stream?: MailStream
}

export type MailStream = 'transactional' | 'broadcast'

export class MailSendError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options)
		this.name = 'MailSendError'
	}
}

let postmark: ServerClient | undefined

function createPostmarkClient(token: string, apiBase?: string) {
	if (!apiBase) return new ServerClient(token, { timeout: 10 })
	const url = new URL(apiBase)
	return new ServerClient(token, { useHttps: url.protocol === 'https:', requestHost: url.host, timeout: 10 })
}

/** How long the log of sent mails is kept (the retention table, decision 116). */
export const mailLogDays = 45

/**
 * Sends a mail once. A mail sent by a job carries the job's idempotency key
 * (its id and the mail's place in the run): when a retry of the job comes to
 * a mail that already went, it is skipped, so a job that failed halfway never
 * sends its first mail again. What remains is the instant between the
 * provider's answer and the log's row: a crash there sends that mail twice.
 */
export async function sendMail(mail: Mail): Promise<void> {
	const job = nextSendOfJob()
	const kind = mail.kind ?? job?.kind ?? 'request'
	const recipient = toOneLine(mail.to).toLowerCase()
	const db = await getDb()
	if (job) {
		const [sent] = await db
			.select({ id: mailSends.id })
			.from(mailSends)
			.where(and(eq(mailSends.key, job.key), eq(mailSends.status, 'sent')))
			.limit(1)
		if (sent) return
	}
	// An address that bounced or complained gets nothing more (issue 48): the log says so and why; the job is done.
	const suppression = await suppressionOf(recipient)
	if (suppression) {
		const detail = `suppressed: ${suppression.reason} since ${suppression.since.toISOString()}`
		await db.insert(mailSends).values({ kind, recipient, status: 'suppressed', detail, createdAt: now() })
		if (!getEnv().POSTMARK_SERVER_TOKEN) await keepInOutbox(mail, detail)
		console.info(`[mail] ${kind} to a suppressed address not sent (${suppression.reason})`)
		countMail(kind, 'suppressed')
		return
	}
	let messageId: string | null
	try {
		messageId = await deliver(mail)
	} catch (error) {
		await db.insert(mailSends).values({ kind, recipient, status: 'failed', detail: describeError(error).split('\n')[0]!.slice(0, 500), createdAt: now() })
		countMail(kind, 'failed')
		throw error
	}
	await db
		.insert(mailSends)
		.values({ key: job?.key ?? null, kind, recipient, status: 'sent', messageId, createdAt: now() })
		.onConflictDoNothing()
	countMail(kind, 'sent')
}

/** The Postmark stream a mail goes on. */
export function streamName(stream: MailStream = 'transactional') {
	const env = getEnv()
	return stream === 'broadcast' ? env.POSTMARK_BROADCAST_STREAM : env.POSTMARK_TRANSACTIONAL_STREAM
}

/** The client of Postmark's API (POSTMARK_SERVER_TOKEN set), or null when mail stays in the outbox. */
export function postmarkClient(): ServerClient | null {
	const env = getEnv()
	if (!env.POSTMARK_SERVER_TOKEN) return null
	postmark ??= createPostmarkClient(env.POSTMARK_SERVER_TOKEN, env.POSTMARK_API_BASE)
	return postmark
}

/** Forgets the log of mails older than `mailLogDays` (a sweep of the mail module). */
export async function deleteOldMailLog(at: Date) {
	const db = await getDb()
	const deleted = await db
		.delete(mailSends)
		.where(lt(mailSends.createdAt, new Date(at.getTime() - mailLogDays * 86_400_000)))
		.returning({ id: mailSends.id })
	return deleted.length
}

/**
 * Sends through Postmark when POSTMARK_SERVER_TOKEN is set. Without it the mail
 * is kept in the outbox table (shown at /dev/outbox), which production refuses.
 */
async function deliver(mail: Mail): Promise<string | null> {
	const env = getEnv()
	const client = postmarkClient()
	if (client) {
		try {
			const sent = await client.sendEmail({
				From: env.MAIL_FROM,
				To: toOneLine(mail.to),
				Subject: toOneLine(mail.subject),
				ReplyTo: mail.replyTo ? toOneLine(mail.replyTo) : undefined,
				TextBody: mail.text,
				HtmlBody: mail.html,
				Headers: mail.headers?.map((header) => ({ Name: header.name, Value: toOneLine(header.value) })),
				Attachments: mail.attachments?.map((file) => ({ Name: toOneLine(file.Name), ContentType: toOneLine(file.ContentType), Content: file.Content, ContentID: null })),
				MessageStream: streamName(mail.stream),
			})
			return sent.MessageID ?? null
		} catch (error) {
			throw new MailSendError(`Postmark refused the mail (${(error as Error).message})`, { cause: error })
		}
	}
	if (isProduction()) throw new MailSendError('No mail provider is configured (POSTMARK_SERVER_TOKEN)')
	await keepInOutbox(mail, null)
	return null
}

/** The development outbox: what a send would carry, or why it was not sent. */
async function keepInOutbox(mail: Mail, skipped: string | null) {
	const db = await getDb()
	await db.insert(outbox).values({
		to: toOneLine(mail.to),
		subject: toOneLine(mail.subject),
		text: mail.text,
		html: mail.html,
		// The outbox keeps Reply-To among the headers, as the mail would carry it.
		headers: [...(mail.replyTo ? [{ name: 'Reply-To', value: toOneLine(mail.replyTo) }] : []), ...(mail.headers ?? [])],
		// As Postmark would receive them, so the development outbox shows what a real send carries.
		attachments: (mail.attachments ?? []).map((file) => ({ Name: toOneLine(file.Name), ContentType: toOneLine(file.ContentType), Content: file.Content })),
		stream: streamName(mail.stream),
		skipped,
	})
}

export type OutboxMail = Omit<Mail, 'stream'> & { headers: MailHeader[]; attachments: MailAttachment[]; sentAt: string; stream: string; skipped: string | null }

/** Mails kept in the outbox, newest first; optionally only those to one address. */
export async function listOutbox(to?: string, limit = 100): Promise<OutboxMail[]> {
	const db = await getDb()
	const rows = await db
		.select()
		.from(outbox)
		.where(to ? eq(sql`lower(${outbox.to})`, to.trim().toLowerCase()) : undefined)
		.orderBy(desc(outbox.id))
		.limit(limit)
	return rows.map((row) => ({
		to: row.to,
		subject: row.subject,
		text: row.text,
		html: row.html,
		headers: row.headers,
		attachments: row.attachments,
		sentAt: row.sentAt.toISOString(),
		stream: row.stream,
		skipped: row.skipped,
	}))
}
