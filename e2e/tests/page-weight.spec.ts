import { pagesHeldToTarget, publicPageJsBudgetKb, publicPageJsLimitKb, weighPage } from '../../scripts/lib/page-weight.ts'
import { expect, test } from '../fixtures.ts'
import { publicPages } from '../support/public-pages.ts'

test(`a visitor's public page loads at most ${publicPageJsLimitKb.br} KB of JavaScript with brotli and ${publicPageJsLimitKb.gzip} KB with gzip (${pagesHeldToTarget.join(', ')}: ${publicPageJsBudgetKb.br} and ${publicPageJsBudgetKb.gzip}), no zod or form library, no blocking stylesheet, sized and lazy images, swapped fonts`, async ({ browser, baseURL }) => {
	// Ten page loads (five pages, two encodings), each in a fresh browser context.
	test.setTimeout(180_000)
	const weights = []
	for (const path of await publicPages(baseURL!)) {
		for (const encoding of ['br', 'gzip'] as const) {
			// A fresh context per page: nothing comes from the cache.
			const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
			weights.push(await weighPage(await context.newPage(), baseURL + path, encoding))
			await context.close()
		}
	}
	console.log(weights.map((w) => `${w.path.padEnd(32)} ${w.encoding.padEnd(5)} ${w.jsKb.toFixed(1).padStart(6)} KB JS in ${w.jsFiles} files, ${w.cssKb.toFixed(1)} KB CSS`).join('\n'))
	for (const weight of weights) {
		// What was weighed is what the server sent for that browser.
		expect(new Set(weight.scriptEncodings), `${weight.path}: encodings of the scripts asked with ${weight.encoding}`).toEqual(new Set([weight.encoding]))
		const limit = pagesHeldToTarget.includes(weight.path) ? publicPageJsBudgetKb : publicPageJsLimitKb
		expect(weight.jsKb, `${weight.path}: KB of JavaScript with ${weight.encoding}`).toBeLessThanOrEqual(limit[weight.encoding])
		expect(weight.libraries, `${weight.path}: libraries a page without a form does not need`).toEqual([])
		expect(weight.blockingCss, `${weight.path}: render-blocking stylesheets`).toBe(0)
		expect(weight.images.filter((image) => !image.width || !image.height).map((image) => image.src), `${weight.path}: images without width and height`).toEqual([])
		expect(
			weight.images.filter((image) => image.shown && image.belowFold && !image.lazy).map((image) => image.src),
			`${weight.path}: images below the fold that are not loading="lazy"`,
		).toEqual([])
		expect(weight.fonts.filter((font) => !font.preloaded).map((font) => font.url), `${weight.path}: fonts downloaded without a preload`).toEqual([])
		expect(weight.fontFacesWithoutSwap, `${weight.path}: @font-face rules without font-display: swap`).toEqual([])
	}
	// The image checks saw real images: the demo pages have covers, avatars and photos below the fold.
	expect(weights.flatMap((weight) => weight.images).filter((image) => image.belowFold && image.lazy).length).toBeGreaterThan(0)
})
