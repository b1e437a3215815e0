/**
 * The listing plans: the one source of names, prices and what each plan
 * includes. A user's `plan` column holds the id (0 = no plan, spec §3).
 *
 * What a plan includes is a set of entitlements. Pages and modules ask
 * `entitlements(plan)` (or `hasEntitlement`), never compare plan numbers, and
 * every feature the pricing page lists names the entitlement that enforces it.
 */
export const entitlementNames = [
	/** A public profile in the directory, found by ZIP code, city and state. */
	'listing',
	/** Contact requests from visitors, by e-mail and in the dashboard. */
	'contactRequests',
	/** The dashboard's figures: profile views, search appearances, requests over time. */
	'statistics',
	/** Writing in the Authors Digest. */
	'articles',
	/** Openings on the profile and in search; visitors book them (appointments). */
	'booking',
	/** Listed first among matching results in search, labelled "Featured". */
	'priorityPlacement',
	/** Shown among the featured dietitians on the home page. */
	'homePageFeature',
] as const

export type Entitlement = (typeof entitlementNames)[number]
export type Entitlements = Record<Entitlement, boolean>

export type PlanId = 1 | 2 | 3
export type BillingInterval = 'month' | 'year'

export type PlanFeature = { label: string; entitlement: Entitlement }

export type Plan = {
	id: PlanId
	/** Stable key for URLs, forms and environment variable names. */
	key: 'starter' | 'professional' | 'practice'
	name: string
	/** US cents per month, billed monthly. A year costs ten months (two months free). */
	monthlyCents: number
	includes: Entitlement[]
	/** What the pricing page lists, each tied to the entitlement that makes it true. */
	features: PlanFeature[]
	highlighted?: boolean
}

const starterFeatures: PlanFeature[] = [
	{ label: 'Public profile in the directory', entitlement: 'listing' },
	{ label: 'Found by ZIP code, city and state', entitlement: 'listing' },
	{ label: 'Contact requests from visitors by e-mail', entitlement: 'contactRequests' },
]

const professionalFeatures: PlanFeature[] = [
	{ label: 'Profile statistics: views, search appearances, requests', entitlement: 'statistics' },
	{ label: 'Publish articles in the Authors Digest', entitlement: 'articles' },
	{ label: 'Online booking: visitors book your openings, with calendar invitations', entitlement: 'booking' },
]

const practiceFeatures: PlanFeature[] = [
	{ label: 'Featured first in search results near you', entitlement: 'priorityPlacement' },
	{ label: 'Featured on the home page', entitlement: 'homePageFeature' },
]

export const plans: Plan[] = [
	{
		id: 1,
		key: 'starter',
		name: 'Starter',
		monthlyCents: 1900,
		includes: ['listing', 'contactRequests'],
		features: starterFeatures,
	},
	{
		id: 2,
		key: 'professional',
		name: 'Professional',
		monthlyCents: 3900,
		includes: ['listing', 'contactRequests', 'statistics', 'articles', 'booking'],
		features: professionalFeatures,
		highlighted: true,
	},
	{
		id: 3,
		key: 'practice',
		name: 'Practice',
		monthlyCents: 7900,
		includes: ['listing', 'contactRequests', 'statistics', 'articles', 'booking', 'priorityPlacement', 'homePageFeature'],
		features: practiceFeatures,
	},
]

const none: Entitlements = Object.fromEntries(entitlementNames.map((name) => [name, false])) as Entitlements

export const findPlan = (id: number): Plan | undefined => plans.find((plan) => plan.id === id)
export const findPlanByKey = (key: string): Plan | undefined => plans.find((plan) => plan.key === key)

/** What a plan id includes; plan 0 (or an unknown id) includes nothing. */
export function entitlements(planId: number): Entitlements {
	const plan = findPlan(planId)
	if (!plan) return none
	return { ...none, ...Object.fromEntries(plan.includes.map((name) => [name, true])) }
}

export const hasEntitlement = (planId: number, entitlement: Entitlement) => entitlements(planId)[entitlement]

/** Every feature a plan gives: the listed features of all plans whose entitlements it includes. */
export const featuresOf = (plan: Plan): PlanFeature[] => plans.flatMap((p) => p.features).filter((feature) => plan.includes.includes(feature.entitlement))

/** The plans before this one, for "Everything in Starter" lines. */
export const previousPlan = (plan: Plan) => plans.find((p) => p.id === plan.id - 1)

export const yearlyCents = (plan: Plan) => plan.monthlyCents * 10
