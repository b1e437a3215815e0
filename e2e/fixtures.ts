import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
	/** Console errors matching one of these are expected by the test (e.g. a 404 it asks for). */
	allowedConsoleErrors: RegExp[]
	consoleGuard: void
}

/**
 * Every test fails if the page logs a console error or throws an uncaught
 * exception that the test did not declare as expected.
 */
export const test = base.extend<Fixtures>({
	allowedConsoleErrors: [[], { option: true }],
	consoleGuard: [
		async ({ page, allowedConsoleErrors }, use) => {
			const errors: string[] = []
			page.on('console', (message) => {
				if (message.type() !== 'error') return
				const text = message.text()
				if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
			})
			page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
			await use()
			expect(errors, 'console errors in the page').toEqual([])
		},
		{ auto: true },
	],
})

export { expect }

/** Accessibility check: axe must find no WCAG 2.1 A/AA violation. */
export async function expectNoAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
	expect(summary, 'axe violations').toEqual([])
}
