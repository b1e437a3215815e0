// What a page costs the browser as loaded: the JavaScript and CSS it downloads
// (bytes on the wire, compressed as the server sends them), how many
// stylesheets block its first paint, whether its scripts carry zod or a form
// library, and how it loads images and fonts. Used by `npm run bench` and the
// budget test (e2e/tests/page-weight.spec.ts).
import { chromium, type Page } from '@playwright/test'

export type PageImage = { src: string; width: string | null; height: string | null; lazy: boolean; belowFold: boolean; shown: boolean }
export type PageWeight = {
	path: string
	/** The encoding the browser asked for. */
	encoding: Encoding
	/** The Content-Encoding of each script as the server sent it. */
	scriptEncodings: string[]
	jsKb: number
	jsFiles: number
	cssKb: number
	blockingCss: number
	libraries: string[]
	images: PageImage[]
	/** Font files the page downloaded, and whether a <link rel="preload"> asked for each. */
	fonts: { url: string; preloaded: boolean }[]
	/** @font-face rules whose font-display is not `swap`. */
	fontFacesWithoutSwap: string[]
}

/**
 * The JavaScript a public page should load at most, in KB as transferred (issue 33's targets):
 * 100 KB with brotli, which every current browser takes, and 112 KB with gzip, for the others.
 * React DOM 19 and React Router 8's browser runtime alone are about 101.8 KB gzipped and 90.9 KB
 * with brotli (one chunk); docs/decisions/060 has the per-chunk table, 087 the brotli figures.
 * `npm run bench` prints each page beside them.
 */
export const publicPageJsBudgetKb = { br: 100, gzip: 112 } as const

/**
 * What the budget test holds the pages to until the targets above are met: the figures served on
 * 2026-11-26 after decision 103 (the profile 105.9 KB brotli, 118.4 gzip; it was 108.0 / 120.7 before,
 * and 114.7–118.3 gzip when issue 33 was filed), so a page can only get lighter. Lower these as pages
 * shed code. Raised once, by 0.1, on 2026-11-28: filters that apply as they change (issue 42.3) cost
 * /search 0.29 KB brotli, and after the profile shed what it could (its booking words now come from
 * the loader, −0.3 KB) it and /search stood at 106.0 / 118.5 (measured with scripts' page-weight on a
 * production build); the bench names each page's figure against the 100 KB target.
 */
export const publicPageJsLimitKb = { br: 106.1, gzip: 118.6 } as const

/** Pages that meet the targets themselves (99.9 KB brotli, 112.0 gzip on 2026-11-26): held to the targets, not to the limit above. */
export const pagesHeldToTarget = ['/services']

/** What the browser says it accepts: Chromium's own header (brotli), or gzip alone, as an older browser or a proxy would. */
export type Encoding = keyof typeof publicPageJsBudgetKb
const acceptEncoding: Record<Encoding, string | null> = { br: null, gzip: 'gzip, deflate' }

/** Text that only these libraries' code contains, minified or not. */
const librarySignatures = [
	{ name: 'zod', text: '$ZodType' },
	{ name: 'conform', text: '@conform-to' },
]

const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

/** Loads `url` in `page` until the network is idle and weighs what it downloaded, asking for `encoding`. */
export async function weighPage(page: Page, url: string, encoding: Encoding = 'br'): Promise<PageWeight> {
	const accept = acceptEncoding[encoding]
	if (accept) await page.setExtraHTTPHeaders({ 'accept-encoding': accept })
	const sizes: Promise<{ type: string; bytes: number; body: string; encoding: string }>[] = []
	const listener = (request: import('@playwright/test').Request) => {
		const type = request.resourceType()
		if (type !== 'script' && type !== 'stylesheet') return
		sizes.push(
			(async () => {
				const response = await request.response()
				const headers = response ? await response.allHeaders() : {}
				return { type, bytes: (await request.sizes()).responseBodySize, body: type === 'script' && response ? await response.text() : '', encoding: headers['content-encoding'] ?? 'identity' }
			})(),
		)
	}
	const fonts: string[] = []
	const fontListener = (request: import('@playwright/test').Request) => {
		if (request.resourceType() === 'font') fonts.push(request.url())
	}
	page.on('requestfinished', listener)
	page.on('request', fontListener)
	try {
		await page.goto(url, { waitUntil: 'networkidle' })
	} finally {
		page.off('requestfinished', listener)
		page.off('request', fontListener)
	}
	const blockingCss = await page.locator('head link[rel="stylesheet"]:not([media="print"])').count()
	const media = await page.evaluate(() => {
		const images = [...document.images].map((img) => {
			const box = img.getBoundingClientRect()
			return {
				src: img.getAttribute('src') ?? '',
				width: img.getAttribute('width'),
				height: img.getAttribute('height'),
				lazy: img.loading === 'lazy',
				// Measured at the top of the page, before any scrolling.
				belowFold: box.top >= window.innerHeight,
				shown: box.width > 0 && box.height > 0,
			}
		})
		const preloadedFonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href)
		const fontFacesWithoutSwap: string[] = []
		for (const sheet of document.styleSheets) {
			for (const rule of sheet.cssRules) {
				if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-display') !== 'swap') fontFacesWithoutSwap.push(rule.cssText.slice(0, 120))
			}
		}
		return { images, preloadedFonts, fontFacesWithoutSwap }
	})
	const loaded = await Promise.all(sizes)
	const scripts = loaded.filter((s) => s.type === 'script')
	const sum = (type: string) => loaded.filter((s) => s.type === type).reduce((total, s) => total + s.bytes, 0) / 1024
	const address = new URL(url, 'http://x')
	return {
		path: address.pathname + address.search,
		encoding,
		scriptEncodings: scripts.map((script) => script.encoding),
		jsKb: sum('script'),
		jsFiles: scripts.length,
		cssKb: sum('stylesheet'),
		blockingCss,
		libraries: librarySignatures.filter((library) => scripts.some((s) => s.body.includes(library.text))).map((library) => library.name),
		images: media.images,
		fonts: [...new Set(fonts)].map((font) => ({ url: font, preloaded: media.preloadedFonts.includes(font) })),
		fontFacesWithoutSwap: media.fontFacesWithoutSwap,
	}
}

/** Each page weighed with each encoding, in a fresh context (nothing from the cache). */
export async function measurePageWeights(base: string, paths: string[], encodings: Encoding[] = ['br', 'gzip']): Promise<PageWeight[]> {
	const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: launchArgs })
	const results: PageWeight[] = []
	try {
		for (const path of paths) {
			for (const encoding of encodings) {
				const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
				results.push(await weighPage(await context.newPage(), base + path, encoding))
				await context.close()
			}
		}
	} finally {
		await browser.close()
	}
	return results
}
