import { expect, test } from 'vitest'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { indexLocations, locations, readSiteSitemaps } from '../site/read-sitemaps.ts'

/**
 * The sitemaps in both languages (issue 32), read back by the `sitemap` package's own parser and
 * validator: in the pages' and the profiles' sitemaps every address has its Spanish twin, and each
 * entry names both with English as default.
 */
test('the pages and profiles sitemaps list every page in English and Spanish, each with its hreflang alternates', async () => {
	const listed = await dietitianWithProfile({ plan: 3 })
	expect(await indexLocations()).toEqual(['http://localhost:3000/sitemaps/pages.xml', 'http://localhost:3000/sitemaps/profiles-1.xml', 'http://localhost:3000/sitemaps/articles.xml'])
	const children = await readSiteSitemaps()
	const items = [...children.values()].flat()
	const locs = new Set(locations(items))
	expect(locs.has('http://localhost:3000/home')).toBe(true)
	expect(locs.has('http://localhost:3000/es/home')).toBe(true)
	expect(locations(children.get('profiles-1.xml')!)).toEqual([`http://localhost:3000/viewdoctorprofile/${listed.id}`, `http://localhost:3000/es/viewdoctorprofile/${listed.id}`])
	const english = items.filter((item) => !new URL(item.url).pathname.startsWith('/es'))
	const spanish = items.filter((item) => new URL(item.url).pathname.startsWith('/es'))
	expect(spanish.length).toBe(english.length)
	for (const item of items) {
		const byLang = Object.fromEntries(item.links.map((link) => [link.lang ?? link.hreflang, link.url]))
		const path = new URL(item.url).pathname.replace(/^\/es(?=\/|$)/, '') || '/'
		expect(byLang, item.url).toEqual({
			en: `http://localhost:3000${path}`,
			es: `http://localhost:3000/es${path}`,
			'x-default': `http://localhost:3000${path}`,
		})
		// Each alternate is itself an entry: the set is reciprocal.
		for (const url of Object.values(byLang)) expect(locs.has(url), url).toBe(true)
	}
})
