import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ProfileReviews } from '#app/components/profile/profile-reviews.tsx'
import type { ProfileReviewSectionWords } from '#app/modules/reviews/profile-review-section.server.ts'
import { action as reviewsApi } from '#app/routes/api/dietitians.reviews.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { loader as profileLoader } from '#app/routes/viewdoctorprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { reviewsOf } from './visits.ts'

type JsonLd = { mainEntity: { '@type': string; worksFor: Record<string, unknown> } }
const profile = async (id: number, query = '') =>
	(await callRoute(profileLoader, `/viewdoctorprofile/${id}${query}`, undefined, { params: { id: String(id) } })).data as { reviews: ProfileReviewSectionWords | null; jsonLd: JsonLd }
const card = async (id: number) => {
	const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '02108', searchCount: 100, searchStart: 0, sort: 'name' })
	return (answer.body as { data: { id: number; rating_average: number | null; rating_count: number | null }[] }).data.find((row) => row.id === id)
}

test('under 3 reviews the profile shows them without an average (and cards carry nulls); from 3 on the average to one decimal, the distribution, newest first, 5 a page by ?reviews=', { timeout: 120_000 }, async () => {
	const dietitian = await dietitianWithProfile()
	await reviewsOf(dietitian.id, '2026-11-20T15:00:00Z', [
		{ rating: 5, text: 'She listened first. <script>alert(1)</script> stays text.', name: 'Maria  Gómez' },
		{ rating: 4, display: 'anonymous', kind: 'intro', recommend: false },
	])
	const few = await profile(dietitian.id)
	expect(few.reviews).toMatchObject({ title: 'Reviews from visits', summary: '2 reviews (an average shows from 3 reviews)' })
	expect(few.reviews!.items.map((item) => [item.author, item.verified, item.kind, item.recommend])).toEqual([
		['A client', 'Verified visit · November 2026', 'Free intro call', 'Would not recommend'],
		['Maria G.', 'Verified visit · November 2026', 'First visit', 'Would recommend'],
	])
	expect(await card(dietitian.id)).toMatchObject({ rating_average: null, rating_count: null })
	const few_api = await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: dietitian.id })
	expect(few_api.body).toMatchObject({ totalCount: 2, average: null, distribution: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } })

	const html = renderToString(<ProfileReviews section={few.reviews!} />)
	expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; stays text.')
	expect(html).not.toContain('<script>')

	await reviewsOf(dietitian.id, '2026-12-10T15:00:00Z', [{ rating: 5 }, { rating: 4 }, { rating: 2, text: 'Rushed.' }, { rating: 5 }, { rating: 4, text: 'Newest of all.' }])
	const many = await profile(dietitian.id)
	// (5 + 4 + 5 + 4 + 2 + 5 + 4) / 7 = 4.14…
	expect(many.reviews).toMatchObject({ summary: '4.1 out of 5 · 7 reviews', distribution: ['5 stars: 3', '4 stars: 3', '3 stars: 0', '2 stars: 1', '1 star: 0'] })
	expect(many.reviews!.items).toHaveLength(3)
	expect(many.reviews!.items[0]).toMatchObject({ text: 'Newest of all.', rating: 'Rated 4 out of 5', verified: 'Verified visit · December 2026' })
	expect(many.reviews!.paging).toEqual({ label: 'Page 1 of 3', previous: null, next: { href: `/viewdoctorprofile/${dietitian.id}?reviews=2#reviews`, text: 'Older reviews' } })
	const second = await profile(dietitian.id, '?reviews=2')
	expect(second.reviews!.items.at(-1)!.author).toBe('A client')
	expect(second.reviews!.paging?.previous).toEqual({ href: `/viewdoctorprofile/${dietitian.id}#reviews`, text: 'Newer reviews' })
	const last = await profile(dietitian.id, '?reviews=3')
	expect(last.reviews!.items.map((item) => item.author)).toEqual(['Maria G.'])
	expect(last.reviews!.paging?.next).toBeNull()
	expect((await profile(dietitian.id, '?reviews=abc')).reviews!.paging?.label).toBe('Page 1 of 3')

	const spanish = (await callRoute(profileLoader, `/es/viewdoctorprofile/${dietitian.id}`, undefined, { params: { id: String(dietitian.id) } })).data as { reviews: ProfileReviewSectionWords }
	// US Spanish writes the decimal with a point, as the Census and the site's fees do.
	expect(spanish.reviews).toMatchObject({ summary: '4.1 de 5 · 7 reseñas' })
	expect(spanish.reviews.items[0]!.verified).toBe('Consulta verificada · diciembre de 2026')

	expect(await card(dietitian.id)).toMatchObject({ rating_average: 4.1, rating_count: 7 })
	const api = await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: dietitian.id, searchStart: 5, searchCount: 5 })
	expect(api.status).toBe(200)
	expect(api.body).toMatchObject({ totalCount: 7, average: 4.1, distribution: { '5': 3, '4': 3, '3': 0, '2': 1, '1': 0 } })
	expect((api.body as { data: unknown[] }).data).toEqual([
		{ id: expect.any(Number), rating: 4, recommend: false, text: null, display_name: null, visit_month: '2026-11', kind: 'intro', reply: null },
		{ id: expect.any(Number), rating: 5, recommend: true, text: 'She listened first. <script>alert(1)</script> stays text.', display_name: 'Maria G.', visit_month: '2026-11', kind: 'first', reply: null },
	])
	for (const bad of [{}, { dietitian_id: '1' }, { dietitian_id: dietitian.id, searchCount: 0 }, { dietitian_id: dietitian.id, searchCount: 51 }, { dietitian_id: dietitian.id, searchStart: -1 }, { dietitian_id: dietitian.id, other: 1 }])
		expect((await callApi(reviewsApi, '/api/dietitians/reviews', bad)).status).toBe(400)
	expect((await callApi(reviewsApi, '/api/dietitians/reviews', { dietitian_id: 99_999_999 })).status).toBe(404)
})

/** What schema.org says of the types the reviews use: the properties each may have, those it needs to count. */
const schemaOrg: Record<string, { allowed: string[]; required: string[] }> = {
	AggregateRating: { allowed: ['@type', 'ratingValue', 'reviewCount', 'ratingCount', 'bestRating', 'worstRating'], required: ['ratingValue', 'reviewCount'] },
	Review: { allowed: ['@type', 'author', 'datePublished', 'reviewRating', 'reviewBody'], required: ['author', 'reviewRating'] },
	Rating: { allowed: ['@type', 'ratingValue', 'bestRating', 'worstRating'], required: ['ratingValue'] },
	Person: { allowed: ['@type', 'name'], required: ['name'] },
}
function checkNode(node: Record<string, unknown>, type: string) {
	expect(node['@type']).toBe(type)
	const rule = schemaOrg[type]!
	for (const key of Object.keys(node)) expect(rule.allowed, `${type}.${key}`).toContain(key)
	for (const key of rule.required) expect(node[key], `${type}.${key}`).toBeDefined()
}

test('the structured data: the practice (a MedicalBusiness, which schema.org lets carry ratings; a Person cannot) has aggregateRating from 3 reviews and the newest reviews, each of schema.org’s shape', { timeout: 120_000 }, async () => {
	const dietitian = await dietitianWithProfile()
	expect((await profile(dietitian.id)).jsonLd.mainEntity.worksFor).not.toHaveProperty('review')
	await reviewsOf(dietitian.id, '2027-01-10T15:00:00Z', [{ rating: 5, text: 'Kind and practical.' }, { rating: 3, display: 'anonymous' }])
	const two = (await profile(dietitian.id)).jsonLd.mainEntity
	expect(two['@type']).toBe('Person')
	expect(two.worksFor['@type']).toBe('MedicalBusiness')
	expect(two.worksFor).not.toHaveProperty('aggregateRating')
	await reviewsOf(dietitian.id, '2027-02-10T15:00:00Z', [{ rating: 4 }])
	const business = (await profile(dietitian.id)).jsonLd.mainEntity.worksFor
	const aggregate = business.aggregateRating as Record<string, unknown>
	checkNode(aggregate, 'AggregateRating')
	expect(aggregate).toMatchObject({ ratingValue: 4, reviewCount: 3, bestRating: 5, worstRating: 1 })
	const reviews = business.review as Record<string, unknown>[]
	expect(reviews).toHaveLength(3)
	for (const review of reviews) {
		checkNode(review, 'Review')
		checkNode(review.author as Record<string, unknown>, 'Person')
		checkNode(review.reviewRating as Record<string, unknown>, 'Rating')
		expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
	}
	expect(reviews.map((review) => (review.author as { name: string }).name)).toEqual(['Jordan R.', 'A client', 'Jordan R.'])
	expect(reviews[2]).toMatchObject({ reviewBody: 'Kind and practical.', reviewRating: { ratingValue: 5 } })
})

test('reviews do not change the order of results: two listings alike keep their order whatever their reviews', { timeout: 120_000 }, async () => {
	const first = await dietitianWithProfile()
	const second = await dietitianWithProfile()
	const order = async () => {
		const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '02108', searchCount: 100, searchStart: 0 })
		return (answer.body as { data: { id: number }[] }).data.map((row) => row.id).filter((id) => id === first.id || id === second.id)
	}
	const before = await order()
	const later = before[1] === first.id ? first : second
	await reviewsOf(later.id, '2027-03-10T15:00:00Z', [{ rating: 5 }, { rating: 5 }, { rating: 5 }])
	const earlier = before[0] === first.id ? first : second
	await reviewsOf(earlier.id, '2027-03-10T15:00:00Z', [{ rating: 1 }, { rating: 1 }, { rating: 1 }])
	expect(await order()).toEqual(before)
})
