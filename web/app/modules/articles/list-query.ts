import { z } from 'zod'
import { pageSizeOptions } from '#app/modules/site/page-sizes.ts'
import { queryValue } from '#app/modules/request/query-fields.ts'

/** A list page's URL state: ?q=&page=&size=, with bad values falling back to the defaults (page 1, size 10). */
const schema = z.object({
	q: z.string().max(200).catch(''),
	page: z.coerce.number().int().min(1).max(10_000).catch(1),
	size: z.coerce
		.number()
		.refine((n) => (pageSizeOptions as readonly number[]).includes(n))
		.catch(10),
})

export type ListQuery = z.infer<typeof schema>

export function readListQuery(url: URL): ListQuery {
	return schema.parse({
		q: queryValue(url.searchParams, 'q'),
		page: queryValue(url.searchParams, 'page') || 1,
		size: queryValue(url.searchParams, 'size') || 10,
	})
}

export function listHref(path: string, query: ListQuery) {
	const params = new URLSearchParams()
	if (query.q) params.set('q', query.q)
	if (query.page !== 1) params.set('page', String(query.page))
	if (query.size !== 10) params.set('size', String(query.size))
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/**
 * A page past the end of the list (an old link, a hand-typed ?page=999) goes
 * to the last page; null when the page is in range or the list is empty.
 */
export function outOfRangeHref(path: string, query: ListQuery, total: number): string | null {
	const last = Math.max(1, Math.ceil(total / query.size))
	return query.page > last ? listHref(path, { ...query, page: last }) : null
}
