import { expect, test } from 'vitest'
import { aiReviewText } from './ai-review-text.ts'

test('an AI article’s label and closing note say the same true thing about its review', () => {
	const named = aiReviewText('Maya Chen, RDN')
	expect(named.label).toBe('Reviewed by Maya Chen, RDN')
	expect(named.note).toMatch(/^This article was drafted with the help of AI and checked by Maya Chen, RDN\./)
	const unnamed = aiReviewText(null)
	expect(unnamed.label).toBe('Reviewed by the American Dietitian editors')
	expect(unnamed.note).toMatch(/^This article was drafted with the help of AI and reviewed by the American Dietitian editors\./)
	// Without a named reviewer, nothing claims a dietitian checked it.
	expect(unnamed.note).not.toMatch(/checked by a registered dietitian/)
})
