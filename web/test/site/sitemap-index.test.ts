import { getTableColumns, sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { directoryListings } from '#db/schema/directory.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { profilesPerSitemap, sitemapUrlLimit } from '#app/modules/site/sitemap.server.ts'
import { loader as indexLoader } from '#app/routes/sitemap[.]xml.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { fetchChild, indexLocations, locations, readSiteSitemaps } from './read-sitemaps.ts'

// More listed profiles than one sitemap can hold in both languages (docs/decisions/104).
const listedTotal = profilesPerSitemap + 10
let listedIds: number[] = []

beforeAll(async () => {
	const model = await dietitianWithProfile()
	const db = await getDb()
	// Accounts and listings in two statements: copies of the model's listing row under new account ids, column
	// by column (a copy through jsonb, to_jsonb and jsonb_populate_record per row, took twice as long on PGlite).
	await db.execute(sql`
		insert into users (email, password_hash, first_name, last_name, plan, verified)
		select 'bulk.' || n || '@example.com', 'x', 'Bulk', 'Dee' || n, 2, true from generate_series(1, ${listedTotal - 1}) as n`)
	const columns = Object.values(getTableColumns(directoryListings)).map((column) => column.name)
	const copied = columns.map((name) => (name === 'user_id' ? sql`u.id` : sql`model.${sql.identifier(name)}`))
	await db.execute(sql`
		insert into directory_listings (${sql.join(columns.map((name) => sql.identifier(name)), sql`, `)})
		select ${sql.join(copied, sql`, `)}
		from directory_listings model
		cross join users u
		where model.user_id = ${model.id} and u.email like 'bulk.%@example.com'`)
	const rows = (await db.execute(sql`select user_id as id from directory_listings order by user_id`)) as unknown as { rows: { id: number }[] }
	listedIds = rows.rows.map((row) => Number(row.id))
}, 120_000)

test(`${listedTotal} listed profiles: the index names every child, no child holds more than ${sitemapUrlLimit} URLs, each profile is listed once per language`, async () => {
	expect(listedIds).toHaveLength(listedTotal)
	expect(await indexLocations()).toEqual(
		['pages.xml', 'profiles-1.xml', 'profiles-2.xml', 'articles.xml'].map((file) => `http://localhost:3000/sitemaps/${file}`),
	)
	const children = await readSiteSitemaps()
	expect([...children.keys()]).toEqual(['pages.xml', 'profiles-1.xml', 'profiles-2.xml'])
	for (const [file, items] of children) expect(items.length, file).toBeLessThanOrEqual(sitemapUrlLimit)
	expect(children.get('profiles-1.xml')).toHaveLength(sitemapUrlLimit)
	expect(children.get('profiles-2.xml')).toHaveLength(20)

	const profileUrls = [...children.values()].flatMap(locations).filter((url) => /\/viewdoctorprofile\//.test(url))
	const expected = listedIds.flatMap((id) => [`http://localhost:3000/viewdoctorprofile/${id}`, `http://localhost:3000/es/viewdoctorprofile/${id}`])
	// Same length and same set: every listed profile once in each language, nothing else.
	expect(profileUrls.length).toBe(expected.length)
	expect(new Set(profileUrls)).toEqual(new Set(expected))
}, 120_000)

test('a profile sitemap past the last one, or any other file name, is a 404; a sitemap is cached an hour', async () => {
	for (const file of ['profiles-3.xml', 'profiles-999999999.xml', 'profiles-0.xml', 'profiles-01.xml', 'profiles-1', 'profiles-x.xml', 'profiles-1234567890.xml', 'pages', 'nope.xml', '']) {
		const answer = await fetchChild(file)
		expect(answer.status, file).toBe(404)
		expect(await answer.text(), file).toBe('No such sitemap.')
	}
	for (const answer of [await indexLoader(), await fetchChild('profiles-2.xml')]) {
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8')
		expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
	}
})
