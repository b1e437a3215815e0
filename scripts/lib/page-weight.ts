// What a page costs the browser as loaded: the JavaScript and CSS it downloads
// (bytes on the wire, compressed as the server sends them) and how many
// stylesheets block its first paint. Used by `npm run bench`.
import { chromium } from '@playwright/test'

export type PageWeight = { path: string; jsKb: number; jsFiles: number; cssKb: number; blockingCss: number }

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

export async function measurePageWeights(base: string, paths: string[]): Promise<PageWeight[]> {
	const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: launchArgs })
	const results: PageWeight[] = []
	try {
		for (const path of paths) {
			const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
			const page = await context.newPage()
			const sizes: Promise<{ type: string; bytes: number }>[] = []
			page.on('requestfinished', (request) => {
				const type = request.resourceType()
				if (type === 'script' || type === 'stylesheet') sizes.push(request.sizes().then((s) => ({ type, bytes: s.responseBodySize })))
			})
			await page.goto(base + path, { waitUntil: 'networkidle' })
			const blockingCss = await page.locator('head link[rel="stylesheet"]:not([media="print"])').count()
			const loaded = await Promise.all(sizes)
			const sum = (type: string) => loaded.filter((s) => s.type === type).reduce((total, s) => total + s.bytes, 0) / 1024
			results.push({ path, jsKb: sum('script'), jsFiles: loaded.filter((s) => s.type === 'script').length, cssKb: sum('stylesheet'), blockingCss })
			await context.close()
		}
	} finally {
		await browser.close()
	}
	return results
}
