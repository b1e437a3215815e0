import { publicPageJsBudgetKb, weighPage } from '../../scripts/lib/page-weight.ts'
import { expect, test } from '../fixtures.ts'
import { publicPages } from '../support/public-pages.ts'

test(`a visitor's public page loads at most ${publicPageJsBudgetKb} KB of compressed JavaScript, no zod or form library, no blocking stylesheet, sized and lazy images, swapped fonts`, async ({ browser, baseURL }) => {
	const weights = []
	for (const path of await publicPages(baseURL!)) {
		// A fresh context per page: nothing comes from the cache.
		const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
		weights.push(await weighPage(await context.newPage(), baseURL + path))
		await context.close()
	}
	console.log(weights.map((w) => `${w.path.padEnd(32)} ${w.jsKb.toFixed(1).padStart(6)} KB JS in ${w.jsFiles} files, ${w.cssKb.toFixed(1)} KB CSS`).join('\n'))
	for (const weight of weights) {
		expect(weight.jsKb, `${weight.path}: KB of JavaScript`).toBeLessThanOrEqual(publicPageJsBudgetKb)
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
