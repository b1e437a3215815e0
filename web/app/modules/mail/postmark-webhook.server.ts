import crypto from 'node:crypto'
import { eq, or } from 'drizzle-orm'
import { z } from 'zod'
import { mailSends } from '#db/schema/mail.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { countWebhook } from '#app/modules/metrics/metrics.server.ts'
import { unsubscribeAddress, unsubscribeByMailboxToken } from '#app/modules/newsletter/subscriptions.server.ts'
import { BodyError, readJsonBody } from '#app/modules/request/read-body.server.ts'
import { postmarkClient, sendMail } from './mailer.server.ts'
import { liftSuppression, recordSoftBounce, softBouncesToSuppress, suppress, suppressionOf } from './suppressions.server.ts'

/** Postmark's records are a few KB; an inbound unsubscribe mail with its quoted text stays well under this. */
export const postmarkWebhookLimit = 256 * 1024

const answer = (message: string, status = 200, headers?: HeadersInit) => Response.json({ message }, { status, headers })

/** Bounce types that say the address will never take mail (Postmark's BounceType). */
const hardBounceTypes = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated'])
/** Bounce types that may pass: retried by the job queue, suppressed at the third in seven days. */
const softBounceTypes = new Set(['SoftBounce', 'Transient', 'DnsError'])
/** Soft-bounced mail is sent again after this, times the bounces so far. */
export const softBounceRetryMs = 30 * 60_000

const email = z.string().trim().toLowerCase().pipe(z.email({ error: 'must be an e-mail address' }))

const bounce = z.object({
	RecordType: z.literal('Bounce'),
	ID: z.number().int().nonnegative(),
	Type: z.string().min(1),
	MessageID: z.string().min(1).max(100).nullish(),
	Email: email,
	Details: z.string().nullish(),
	Description: z.string().nullish(),
	BouncedAt: z.iso.datetime({ offset: true }).nullish(),
	MessageStream: z.string().nullish(),
})
const complaint = z.object({
	RecordType: z.literal('SpamComplaint'),
	ID: z.number().int().nonnegative(),
	MessageID: z.string().min(1).max(100).nullish(),
	Email: email,
	Details: z.string().nullish(),
	MessageStream: z.string().nullish(),
})
const subscriptionChange = z.object({
	RecordType: z.literal('SubscriptionChange'),
	Recipient: email,
	SuppressSending: z.boolean(),
	SuppressionReason: z.string().nullish(),
	MessageStream: z.string().nullish(),
	ChangedAt: z.iso.datetime({ offset: true }).nullish(),
})
/** An inbound mail (Postmark's inbound stream): the newsletter's mailto: unsubscribe, its token as the MailboxHash. */
const inbound = z.object({ MailboxHash: z.string().max(64), From: z.string().max(320).optional(), MessageStream: z.string().nullish() })

export const postmarkRecordTypes = ['Bounce', 'SpamComplaint', 'SubscriptionChange'] as const

/** The basic-auth credentials of the webhook's address, compared in constant time; unset credentials refuse everyone. */
function authorized(request: Request) {
	const env = getEnv()
	if (!env.POSTMARK_WEBHOOK_USER || !env.POSTMARK_WEBHOOK_PASSWORD) return false
	const header = request.headers.get('authorization') ?? ''
	const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim())
	if (!match) return false
	const given = Buffer.from(match[1]!, 'base64').toString('utf8')
	const digest = (text: string) => crypto.createHash('sha256').update(text).digest()
	return crypto.timingSafeEqual(digest(given), digest(`${env.POSTMARK_WEBHOOK_USER}:${env.POSTMARK_WEBHOOK_PASSWORD}`))
}

/** Whether the site ever mailed the address (the 45-day log): a record about any other address changes nothing. */
async function everMailed(address: string, messageId: string | null | undefined) {
	const db = await getDb()
	const [row] = await db
		.select({ id: mailSends.id })
		.from(mailSends)
		.where(messageId ? or(eq(mailSends.recipient, address), eq(mailSends.messageId, messageId)) : eq(mailSends.recipient, address))
		.limit(1)
	return Boolean(row)
}

const oneLine = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(': ') || null

/**
 * POST /api/postmark/webhook: Postmark's Bounce, SpamComplaint and
 * SubscriptionChange records, and inbound mail to the newsletter's mailto:
 * unsubscribe. Credentials wrong or missing: 401; a body that is not one of
 * those: 400 saying what is taken; an address this site never mailed: 422.
 * Each changes the suppression list (or the newsletter) at most once.
 */
export async function handlePostmarkWebhook(request: Request): Promise<Response> {
	if (!authorized(request)) {
		countWebhook('postmark', 'rejected')
		return answer('Missing or wrong credentials', 401, { 'www-authenticate': 'Basic realm="postmark-webhook"' })
	}
	let body: unknown
	try {
		body = await readJsonBody(request, { limit: postmarkWebhookLimit })
	} catch (error) {
		if (error instanceof BodyError) return answer(error.message, error.status)
		throw error
	}
	const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
	if (!record) return answer('The body must be one Postmark record (a JSON object)', 400)
	const recordType = record.RecordType
	if (recordType === undefined && 'MailboxHash' in record) return applyInbound(record)
	if (!(postmarkRecordTypes as readonly unknown[]).includes(recordType)) {
		return answer(`Unknown RecordType ${JSON.stringify(recordType ?? null)}: this hook takes ${postmarkRecordTypes.join(', ')} and inbound mail`, 400)
	}
	const parsed = z.discriminatedUnion('RecordType', [bounce, complaint, subscriptionChange]).safeParse(record)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		return answer(`${String(recordType)}: ${issue?.path.join('.') || 'record'} ${issue?.message ?? 'is not valid'}`, 400)
	}
	const result = await applyRecord(parsed.data)
	countWebhook('postmark', result.status < 300 ? 'applied' : 'rejected')
	return answer(result.message, result.status)
}

type Applied = { status: number; message: string }

async function applyRecord(record: z.infer<typeof bounce> | z.infer<typeof complaint> | z.infer<typeof subscriptionChange>): Promise<Applied> {
	const at = now()
	if (record.RecordType === 'SubscriptionChange') {
		// Postmark's own list, whatever our log holds: a manual suppression may name an address mailed long ago.
		const broadcast = record.MessageStream === getEnv().POSTMARK_BROADCAST_STREAM
		if (!record.SuppressSending) {
			const lifted = await liftSuppression(record.Recipient, null, at)
			return { status: 200, message: lifted ? 'Reactivated' : 'Not suppressed; nothing changed' }
		}
		if (record.SuppressionReason === 'SpamComplaint') {
			await suppress(record.Recipient, 'spam-complaint', 'Postmark: spam complaint', at)
			await unsubscribeAddress(record.Recipient)
			return { status: 200, message: 'Suppressed (spam complaint)' }
		}
		if (record.SuppressionReason === 'HardBounce') {
			await suppress(record.Recipient, 'hard-bounce', 'Postmark: hard bounce', at)
			return { status: 200, message: 'Suppressed (hard bounce)' }
		}
		// The recipient unsubscribed from the newsletter through Postmark: the newsletter only.
		if (broadcast) {
			await unsubscribeAddress(record.Recipient)
			return { status: 200, message: 'Unsubscribed from the newsletter' }
		}
		await suppress(record.Recipient, 'provider', `Postmark: ${record.SuppressionReason ?? 'suppressed'}`, at)
		return { status: 200, message: 'Suppressed' }
	}
	if (!(await everMailed(record.Email, record.MessageID))) return { status: 422, message: `No mail to ${record.Email} on record; nothing changed` }
	if (record.RecordType === 'SpamComplaint') {
		await suppress(record.Email, 'spam-complaint', oneLine('Spam complaint', record.Details), at)
		await unsubscribeAddress(record.Email)
		return { status: 200, message: 'Suppressed (spam complaint) and unsubscribed' }
	}
	if (record.Type === 'Unsubscribe') {
		await unsubscribeAddress(record.Email)
		return { status: 200, message: 'Unsubscribed from the newsletter' }
	}
	if (hardBounceTypes.has(record.Type)) {
		await suppress(record.Email, 'hard-bounce', oneLine(record.Description, record.Details), at)
		return { status: 200, message: 'Suppressed (hard bounce)' }
	}
	if (softBounceTypes.has(record.Type)) return applySoftBounce(record, at)
	return { status: 200, message: `Ignored: ${record.Type} is not a delivery failure` }
}

async function applySoftBounce(record: z.infer<typeof bounce>, at: Date): Promise<Applied> {
	const bouncedAt = record.BouncedAt ? new Date(record.BouncedAt) : at
	const counted = await recordSoftBounce({ email: record.Email, bounceId: record.ID, messageId: record.MessageID ?? null, at: bouncedAt })
	if (!counted.fresh) return { status: 200, message: 'Already recorded' }
	if (counted.inWindow >= softBouncesToSuppress) {
		await suppress(record.Email, 'soft-bounces', oneLine(`${counted.inWindow} soft bounces in 7 days`, record.Details), at)
		return { status: 200, message: 'Suppressed (soft bounces)' }
	}
	// The newsletter waits for its next issue; transactional mail (a code, a booking) is sent again.
	if (record.MessageID && record.MessageStream !== getEnv().POSTMARK_BROADCAST_STREAM) {
		await enqueueJob('mail-resend', { messageId: record.MessageID, email: record.Email }, { runAt: new Date(at.getTime() + softBounceRetryMs * counted.inWindow) })
		return { status: 200, message: 'Soft bounce recorded; the mail will be sent again' }
	}
	return { status: 200, message: 'Soft bounce recorded' }
}

async function applyInbound(record: Record<string, unknown>): Promise<Response> {
	const parsed = inbound.safeParse(record)
	if (!parsed.success) return answer('Inbound mail: MailboxHash must be a string', 400)
	const outcome = await unsubscribeByMailboxToken(parsed.data.MailboxHash)
	countWebhook('postmark', outcome === 'invalid' ? 'rejected' : 'applied')
	// 403 is Postmark's signal to stop retrying an inbound delivery: a mail to the address without a token of ours.
	if (outcome === 'invalid') return answer('Not an unsubscribe address of this site; nothing changed', 403)
	return answer(outcome === 'already' ? 'Already unsubscribed' : 'Unsubscribed from the newsletter')
}

/**
 * The job behind a soft bounce: the same mail once more, read back from
 * Postmark (the site keeps no copy of what it sent). Nothing goes to an
 * address suppressed since; attachments (an invitation's .ics) are not in
 * Postmark's copy, so the mail goes without them.
 */
export async function resendSoftBounced(input: { messageId: string; email: string }) {
	if (await suppressionOf(input.email)) return
	const client = postmarkClient()
	if (!client) return
	const details = await client.getOutboundMessageDetails(input.messageId)
	if (!details.TextBody && !details.HtmlBody) return
	await sendMail({ to: input.email, subject: details.Subject, text: details.TextBody ?? '', html: details.HtmlBody ?? details.TextBody ?? '', kind: 'resend-after-soft-bounce' })
}
