import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// Issue 11: every public page names its canonical address; /search result pages are not indexed.

async function head(request: APIRequestContext, path: string) {
	const response = await request.get(path)
	expect(response.status(), path).toBe(200)
	const html = await response.text()
	const canonical = html.match(/<link[^>]*rel="canonical"[^>]*>/g) ?? []
	return {
		html,
		canonicals: canonical.map((tag) => tag.match(/href="([^"]+)"/)?.[1]),
		robots: html.match(/<meta[^>]*name="robots"[^>]*content="([^"]+)"/)?.[1] ?? null,
	}
}

const firstLink = (html: string, pattern: RegExp) => {
	const found = html.match(pattern)?.[1]
	if (!found) throw new Error(`no link matching ${pattern}`)
	return found
}

test('public pages have one canonical link to their own address; /search results are noindex', async ({ request, baseURL }) => {
	const site = (path: string) => new URL(path, baseURL).toString()
	const blog = await head(request, '/blogpage')
	const aiBlog = await head(request, '/ai-blogpage')
	const search = await head(request, '/search?where=10001&radius=25&page=2')
	const post = firstLink(blog.html, /href="(\/singlepost\/\d+)"/)
	const aiPost = firstLink(aiBlog.html, /href="(\/ai-singlepost\/:?\d+)"/)
	const profile = firstLink(search.html, /href="(\/viewdoctorprofile\/\d+)"/)
	const state = await head(request, '/dietitians/new-york')
	const city = firstLink(state.html, /href="(\/dietitians\/new-york\/(?!telehealth)[a-z-]+)"/)

	const expected: [path: string, canonical: string][] = [
		['/home', '/home'],
		['/services?interval=year', '/services'],
		['/aboutus', '/aboutus'],
		['/terms', '/terms'],
		['/privacypolicy', '/privacypolicy'],
		['/blogpage', '/blogpage'],
		['/ai-blogpage?q=diet', '/ai-blogpage'],
		[post, post],
		[aiPost, `/ai-singlepost/:${aiPost.match(/\d+/)![0]}`],
		['/dietitians/new-york', '/dietitians/new-york'],
		[city, city],
		['/dietitians/new-york/telehealth', '/dietitians/new-york/telehealth'],
		[profile, profile],
	]
	for (const [path, canonical] of expected) {
		const page = path === '/blogpage' ? blog : await head(request, path)
		expect(page.canonicals, path).toEqual([site(canonical)])
		expect(page.robots, path).toBeNull()
	}

	expect(search.canonicals).toEqual([site('/search')])
	expect(search.robots).toBe('noindex, follow')
})

test('a Spanish article page names the English article as canonical and claims no Spanish translation; other Spanish pages keep theirs', async ({ request, baseURL }) => {
	const site = (path: string) => new URL(path, baseURL).toString()
	const hreflangs = (html: string) => (html.match(/<link[^>]*hreflang="[^"]+"[^>]*>/gi) ?? []).length
	const post = firstLink((await head(request, '/blogpage')).html, /href="(\/singlepost\/\d+)"/)
	const aiPost = firstLink((await head(request, '/ai-blogpage')).html, /href="(\/ai-singlepost\/:?\d+)"/)
	for (const [path, canonical] of [[post, post], [aiPost, `/ai-singlepost/:${aiPost.match(/\d+/)![0]}`]] as const) {
		for (const address of [path, `/es${path}`]) {
			const page = await head(request, address)
			expect(page.canonicals, address).toEqual([site(canonical)])
			expect(hreflangs(page.html), address).toBe(0)
		}
	}
	expect(hreflangs((await head(request, '/es/blogpage')).html)).toBe(3)
})
