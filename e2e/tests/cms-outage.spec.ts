import { expect, test } from '../fixtures.ts'
import { cmsPid } from '../ports.ts'

function pauseCms(paused: boolean) {
	process.kill(cmsPid(), paused ? 'SIGSTOP' : 'SIGCONT')
}

test.describe('when the CMS stops answering', () => {
	test.use({ allowedConsoleErrors: [/status of 503/] })

	test('pages read before are served from the cache; unread ones say the content is unavailable (503)', async ({ page, request }) => {
		await page.goto('/aboutus')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('About American Dietitian')
		pauseCms(true)
		try {
			// The cached copy gets older than the TTL (1 s in these tests) on the server's clock: the web asks Strapi, times out, serves it anyway.
			expect((await request.post('/dev/clock', { data: { advanceMs: 1500 } })).status()).toBe(200)
			const stale = await page.goto('/aboutus')
			expect(stale?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('About American Dietitian')

			const never = await page.goto('/blogpage?page=3&size=50')
			expect(never?.status()).toBe(503)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Authors Digest is unavailable right now')

			const search = await page.goto('/ai-blogpage?q=never-searched-before')
			expect(search?.status()).toBe(503)
			await expect(page.locator('.toast').filter({ hasText: 'Articles are unavailable right now.' })).toBeVisible()

			const article = await page.goto('/ai-singlepost/:424242')
			expect(article?.status()).toBe(503)
			await expect(page.locator('.toast').filter({ hasText: 'Server Error' })).toBeVisible()
		} finally {
			pauseCms(false)
			await request.post('/dev/clock', { data: { reset: true } })
		}
	})
})
