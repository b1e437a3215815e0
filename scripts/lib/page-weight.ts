// What a page costs the browser as loaded: the JavaScript and CSS it downloads
// (bytes on the wire, compressed as the server sends them), how many
// stylesheets block its first paint, and whether its scripts carry zod or a
// form library. Used by `npm run bench` and the budget test (e2e/tests/page-weight.spec.ts).
import { chromium, type Page } from '@playwright/test'

export type PageWeight = { path: string; jsKb: number; jsFiles: number; cssKb: number; blockingCss: number; libraries: string[] }

/**
 * A public page loads at most this much gzipped JavaScript. Issue 16 asks for
 * 110 KB, but React DOM 19 and React Router 8's browser runtime alone weigh
 * 111 KB gzipped (97 KB with brotli), before any of the site's code. The
 * pages load 124–128 KB, the public profile 140 KB (its contact form brings
 * the form primitives and tailwind-merge through Button). The check stops
 * growth; it is not the goal (issue 16 stays open for the 110 KB target).
 */
export const publicPageJsBudgetKb = 145

/** Text that only these libraries' code contains, minified or not. */
const librarySignatures = [
	{ name: 'zod', text: '$ZodType' },
	{ name: 'conform', text: '@conform-to' },
]

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

/** Loads `url` in `page` until the network is idle and weighs what it downloaded. */
export async function weighPage(page: Page, url: string): Promise<PageWeight> {
	const sizes: Promise<{ type: string; bytes: number; body: string }>[] = []
	const listener = (request: import('@playwright/test').Request) => {
		const type = request.resourceType()
		if (type !== 'script' && type !== 'stylesheet') return
		sizes.push(
			(async () => {
				const response = await request.response()
				return { type, bytes: (await request.sizes()).responseBodySize, body: type === 'script' && response ? await response.text() : '' }
			})(),
		)
	}
	page.on('requestfinished', listener)
	try {
		await page.goto(url, { waitUntil: 'networkidle' })
	} finally {
		page.off('requestfinished', listener)
	}
	const blockingCss = await page.locator('head link[rel="stylesheet"]:not([media="print"])').count()
	const loaded = await Promise.all(sizes)
	const scripts = loaded.filter((s) => s.type === 'script')
	const sum = (type: string) => loaded.filter((s) => s.type === type).reduce((total, s) => total + s.bytes, 0) / 1024
	return {
		path: new URL(url, 'http://x').pathname,
		jsKb: sum('script'),
		jsFiles: scripts.length,
		cssKb: sum('stylesheet'),
		blockingCss,
		libraries: librarySignatures.filter((library) => scripts.some((s) => s.body.includes(library.text))).map((library) => library.name),
	}
}

export async function measurePageWeights(base: string, paths: string[]): Promise<PageWeight[]> {
	const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: launchArgs })
	const results: PageWeight[] = []
	try {
		for (const path of paths) {
			const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
			results.push(await weighPage(await context.newPage(), base + path))
			await context.close()
		}
	} finally {
		await browser.close()
	}
	return results
}
