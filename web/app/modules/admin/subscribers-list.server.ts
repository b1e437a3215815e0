import { and, asc, count, desc, gt, gte, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { subscribers } from '#db/schema/newsletter.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { subscriberCounts } from '#app/modules/newsletter/subscriptions.server.ts'
import { likePattern } from './like-pattern.ts'
import { queryFields } from '#app/modules/request/query-fields.ts'

export const subscribersPageSize = 50
const exportBatch = 500

export const subscribersQuerySchema = z.object({
	q: z.string().trim().max(200).optional().catch(undefined),
	status: z.enum(['active', 'unsubscribed', 'all']).catch('active').default('active'),
	/** Subscribed (confirmed) in the last seven days: the dashboard's "new this week". */
	joined: z.enum(['week']).optional().catch(undefined),
	page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})

export type SubscribersQuery = z.output<typeof subscribersQuerySchema>

export const parseSubscribersQuery = (searchParams: URLSearchParams) =>
	subscribersQuerySchema.parse(queryFields(searchParams))

const weekMs = 7 * 86_400_000

function conditions(query: Pick<SubscribersQuery, 'q' | 'status' | 'joined'>, now = new Date()): SQL[] {
	const where: SQL[] = []
	if (query.joined === 'week') where.push(gte(subscribers.confirmedAt, new Date(now.getTime() - weekMs)))
	if (query.q) where.push(ilike(subscribers.email, likePattern(query.q)))
	if (query.status === 'active') where.push(isNull(subscribers.unsubscribedAt))
	if (query.status === 'unsubscribed') where.push(isNotNull(subscribers.unsubscribedAt))
	return where
}

/** A page of subscribers, newest first, and the counts of the whole list. */
export async function listSubscribers(query: SubscribersQuery) {
	const db = await getDb()
	const where = and(...conditions(query))
	const [rows, [matching], counts] = await Promise.all([
		db
			.select()
			.from(subscribers)
			.where(where)
			.orderBy(desc(subscribers.confirmedAt), desc(subscribers.id))
			.limit(subscribersPageSize)
			.offset((query.page - 1) * subscribersPageSize),
		db.select({ n: count() }).from(subscribers).where(where),
		subscriberCounts(),
	])
	const matchingCount = matching?.n ?? 0
	return {
		subscribers: rows.map((row) => ({ id: row.id, email: row.email, sourcePage: row.sourcePage, confirmedAt: row.confirmedAt.toISOString(), unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null })),
		matchingCount,
		pageCount: Math.max(1, Math.ceil(matchingCount / subscribersPageSize)),
		counts: { active: counts.active, unsubscribed: counts.total - counts.active },
	}
}

/**
 * One CSV field. Quoted when needed; a value a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvField(value: string | null): string {
	if (value === null) return ''
	const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
	return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const subscribersCsvHeader = 'email,status,source_page,confirmed_at,unsubscribed_at\r\n'

/**
 * The subscribers matching the filters as CSV, streamed: a header row, then the
 * rows read in batches by id, so a long list never sits in memory at once.
 */
export function subscribersCsv(query: Pick<SubscribersQuery, 'q' | 'status' | 'joined'>): ReadableStream<Uint8Array> {
	const encoder = new TextEncoder()
	let afterId = 0
	let headerSent = false
	return new ReadableStream({
		async pull(controller) {
			if (!headerSent) {
				headerSent = true
				controller.enqueue(encoder.encode(subscribersCsvHeader))
				return
			}
			const db = await getDb()
			const rows = await db
				.select()
				.from(subscribers)
				.where(and(gt(subscribers.id, afterId), ...conditions(query)))
				.orderBy(asc(subscribers.id))
				.limit(exportBatch)
			if (rows.length === 0) return controller.close()
			afterId = rows.at(-1)!.id
			const lines = rows.map((row) =>
				[row.email, row.unsubscribedAt ? 'unsubscribed' : 'active', row.sourcePage, row.confirmedAt.toISOString(), row.unsubscribedAt?.toISOString() ?? null].map(csvField).join(','),
			)
			controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`))
		},
	})
}
