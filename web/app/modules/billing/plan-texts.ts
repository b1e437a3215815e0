import type { Translate } from '#app/i18n/format-message.ts'
import type { Plan } from './plans.ts'

/**
 * The words of the plan table as /services shows them, in the page's language (the `pricing` namespace,
 * issue 32). plans.ts stays the one source of what a plan includes; the billing pages use its English.
 */
const planKeys = {
	starter: { name: 'pricing.plan.starter.name', summary: 'pricing.plan.starter.summary' },
	professional: { name: 'pricing.plan.professional.name', summary: 'pricing.plan.professional.summary' },
	practice: { name: 'pricing.plan.practice.name', summary: 'pricing.plan.practice.summary' },
} as const satisfies Record<Plan['key'], { name: string; summary: string }>

/** Each listed feature's key, by its English label in plans.ts. */
export const featureKeys: Readonly<Record<string, string>> = {
	'Public profile in the directory': 'pricing.feature.publicProfile',
	'Found by ZIP code, city and state': 'pricing.feature.foundBy',
	'Contact requests from visitors by e-mail': 'pricing.feature.contactRequests',
	'Profile statistics: views, search appearances, requests': 'pricing.feature.statistics',
	'Publish articles in the Authors Digest': 'pricing.feature.articles',
	'Online booking: visitors book your openings, with calendar invitations': 'pricing.feature.booking',
	'Featured first in search results near you': 'pricing.feature.featuredInSearch',
	'Featured on the home page': 'pricing.feature.featuredOnHome',
}

export const planName = (plan: Pick<Plan, 'key'>, t: Translate) => t(planKeys[plan.key].name)

export function planTexts(plan: Plan, t: Translate) {
	return {
		name: planName(plan, t),
		summary: t(planKeys[plan.key].summary),
		// A feature added to plans.ts without a key shows its English label (and the plan-texts test fails).
		features: plan.features.map((feature) => {
			const key = featureKeys[feature.label]
			return key ? t(key) : feature.label
		}),
	}
}
