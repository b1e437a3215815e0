import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

// Issue 44 point 4 and issue 42 point 9: a profile shows a week of openings at a time, pages through
// the weeks with plain links up to the dietitian's horizon, and stays at most 130 KB of HTML.

const htmlLimitBytes = 130_000
const bookingLinks = /href="[^"]*\/book\?[^"]*"/g

/** Every listed profile's path (the sitemap's), with how many openings its page links and its size. */
async function profilePages(request: APIRequestContext) {
	const sitemap = await (await request.get('/sitemaps/profiles-1.xml')).text()
	const paths = [...new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/viewdoctorprofile\/\d+)<\/loc>/g)].map((match) => match[1]!))]
	expect(paths.length).toBeGreaterThan(50)
	const pages = []
	for (const path of paths) {
		const html = await (await request.get(path)).text()
		pages.push({ path, openings: html.match(bookingLinks)?.length ?? 0, bytes: Buffer.byteLength(html) })
	}
	return pages.sort((a, b) => b.openings - a.openings || b.bytes - a.bytes)
}

test('the busiest demo profile is at most 130 KB of HTML in each week it shows, and the next and previous weeks are plain links', async ({ request }) => {
	test.setTimeout(120_000)
	const [busiest] = await profilePages(request)
	expect(busiest!.openings, `${busiest!.path}: openings shown`).toBeGreaterThan(50)
	console.log(`busiest profile ${busiest!.path}: ${busiest!.openings} openings, ${(busiest!.bytes / 1000).toFixed(1)} KB of HTML`)
	let path: string | null = busiest!.path
	for (let week = 0; path; week++) {
		const html = await (await request.get(path)).text()
		expect(Buffer.byteLength(html), `${path}: bytes of HTML`).toBeLessThanOrEqual(htmlLimitBytes)
		// Every week's page names the bare profile as the canonical one.
		expect(html).toContain(`<link rel="canonical" href="${new URL(busiest!.path, test.info().project.use.baseURL).href}"/>`)
		const next = html.match(/<a[^>]*href="([^"]*)"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="([^"]*)"/)
		path = next ? (next[1] ?? next[2]!).replace(/&amp;/g, '&').replace(/#.*$/, '') : null
		if (path) expect(new URL(path, 'http://x').searchParams.get('week')).toBe(String(week + 1))
		expect(week, 'weeks before the horizon ends them').toBeLessThan(30)
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a visitor pages to the next week and back with the links, to the horizon and no further', async ({ page, request }) => {
		const [busiest] = await profilePages(request)
		await page.goto(busiest!.path)
		const book = page.locator('#book')
		const days = () => book.locator('[data-day]').evaluateAll((items) => items.map((item) => item.getAttribute('data-day')!))
		const thisWeek = await days()
		expect(thisWeek.length).toBeGreaterThan(0)
		expect(thisWeek.length).toBeLessThanOrEqual(7)
		await expect(book.getByRole('link', { name: 'Previous week' })).toHaveCount(0)

		await book.getByRole('link', { name: 'Next week' }).click()
		await expect(page).toHaveURL(/[?&]week=1\b/)
		const nextWeek = await days()
		expect(nextWeek.length).toBeGreaterThan(0)
		// Later days than the first week's, a week at most after it.
		expect(nextWeek[0]! > thisWeek.at(-1)!).toBe(true)
		expect(Date.parse(nextWeek.at(-1)!) - Date.parse(thisWeek[0]!)).toBeLessThan(14 * 86_400_000)
		// Each time is a booking link for a time of that week.
		const start = new URL((await book.locator('a[href*="/book?"]').first().getAttribute('href'))!, 'http://x').searchParams.get('start')!
		expect(start.slice(0, 10)).toBe(nextWeek[0])

		await book.getByRole('link', { name: 'Previous week' }).click()
		await expect(page).not.toHaveURL(/week=/)
		expect(await days()).toEqual(thisWeek)

		// As far as the horizon: the last week has no "Next week", and a later week asked for is that last one.
		let weeks = 0
		while ((await book.getByRole('link', { name: 'Next week' }).count()) > 0 && weeks < 30) {
			await book.getByRole('link', { name: 'Next week' }).click()
			weeks++
		}
		expect(weeks).toBeGreaterThan(0)
		const lastDays = await days()
		await page.goto(`${busiest!.path}?week=${weeks + 5}`)
		expect(await days()).toEqual(lastDays)
		await expect(book.getByRole('link', { name: 'Next week' })).toHaveCount(0)
	})
})
