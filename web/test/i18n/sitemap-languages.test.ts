import { Readable } from 'node:stream'
import { parseSitemap, validateSMIOptions, ErrorLevel } from 'sitemap'
import { expect, test } from 'vitest'
import { loader as sitemapLoader } from '#app/routes/sitemap[.]xml.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

/**
 * The sitemap in both languages (issue 32), read back by the `sitemap` package's own parser and
 * validator: every address has its Spanish twin, and each entry names both with English as default.
 */
test('the sitemap lists every page in English and Spanish, each with its hreflang alternates', async () => {
	const listed = await dietitianWithProfile({ plan: 3 })
	const xml = await (await sitemapLoader()).text()
	const items = await parseSitemap(Readable.from([xml]))
	for (const item of items) validateSMIOptions(item, ErrorLevel.THROW)
	const locs = new Set(items.map((item) => item.url))
	expect(locs.has('http://localhost:3000/home')).toBe(true)
	expect(locs.has('http://localhost:3000/es/home')).toBe(true)
	expect(locs.has(`http://localhost:3000/es/viewdoctorprofile/${listed.id}`)).toBe(true)
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
