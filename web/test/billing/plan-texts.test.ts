import { expect, test } from 'vitest'
import { translator } from '#app/i18n/catalogue.server.ts'
import { planTexts } from '#app/modules/billing/plan-texts.ts'
import { plans } from '#app/modules/billing/plans.ts'

test('/services shows every plan feature in English as plans.ts writes it, and in Spanish', () => {
	for (const plan of plans) {
		const english = planTexts(plan, translator('en'))
		expect(english.name).toBe(plan.name)
		expect(english.features).toEqual(plan.features.map((feature) => feature.label))
		const spanish = planTexts(plan, translator('es'))
		expect(spanish.features).toHaveLength(plan.features.length)
		spanish.features.forEach((feature, index) => expect(feature).not.toBe(plan.features[index]!.label))
	}
	expect(planTexts(plans[1]!, translator('es')).name).toBe('Profesional')
	// The Practice plan says what it gives today (issue 42 point 5).
	expect(planTexts(plans[2]!, translator('en')).summary).toBe('One profile, featured: placed first in search and shown on the home page.')
})
