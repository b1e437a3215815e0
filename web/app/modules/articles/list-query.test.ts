import { expect, test } from 'vitest'
import { outOfRangeHref, readListQuery } from './list-query.ts'

test('a page past the end goes to the last page, keeping the search and the size', () => {
	const query = readListQuery(new URL('http://site.test/ai-blogpage?page=999&q=fiber&size=20'))
	expect(outOfRangeHref('/ai-blogpage', query, 45)).toBe('/ai-blogpage?q=fiber&page=3&size=20')
	expect(outOfRangeHref('/ai-blogpage', { ...query, page: 3 }, 45)).toBeNull()
})

test('an empty list stays on page 1 and never redirects from it', () => {
	const query = readListQuery(new URL('http://site.test/ai-blogpage?page=4'))
	expect(outOfRangeHref('/ai-blogpage', query, 0)).toBe('/ai-blogpage')
	expect(outOfRangeHref('/ai-blogpage', { ...query, page: 1 }, 0)).toBeNull()
})
