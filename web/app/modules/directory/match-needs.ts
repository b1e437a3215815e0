// The guided match's questions (issue 47): the needs a visitor names and the specialties each needs, the
// visit formats and how soon. Apart from the zod schema (match-ask.ts) so the page's own code stays small.
// The mapping and why it is so: docs/decisions/127-guided-match-needs-to-specialties.md.

/** What brings a visitor, mapped to the profile specialties (taxonomy.ts keys) of a dietitian who sees it; any one of them fits. */
export const needSpecialties = {
	diabetes: ['diabetes'],
	prediabetes: ['diabetes', 'cardiometabolic', 'weight-management'],
	kidney: ['renal'],
	heart: ['heart-health', 'cardiometabolic'],
	weight: ['weight-management', 'bariatric'],
	digestive: ['gi-ibs', 'celiac'],
	'eating-disorders': ['eating-disorders'],
	pregnancy: ['prenatal', 'lactation'],
	children: ['pediatrics'],
	sports: ['sports'],
	'food-allergies': ['food-allergies'],
	// Every registered dietitian counsels on healthy eating: no specialty is asked.
	general: [],
} as const satisfies Record<string, readonly string[]>

export type MatchNeed = keyof typeof needSpecialties
export const matchNeeds = Object.keys(needSpecialties) as [MatchNeed, ...MatchNeed[]]

export const matchFormats = ['in_person', 'video', 'either'] as const
export type MatchFormat = (typeof matchFormats)[number]

export const matchWhens = ['week', 'two_weeks', 'any'] as const
export type MatchWhen = (typeof matchWhens)[number]

/** "How soon" as days from now for the opening that fits it; `any` takes any opening. */
export const whenDays: Record<MatchWhen, number | null> = { week: 7, two_weeks: 14, any: null }

export const matchLanguages = ['en', 'es'] as const

/** In person means an office within this many miles: the farthest distance band of search (listing-order.ts). */
export const matchRadiusMiles = 50

/** The most a visitor may set as a first visit's price, in dollars. */
export const maxPriceLimit = 1000

/** The Medicare nutrition benefit covers these needs (medicare-facts.ts): the page adds its note and the referral letter. */
export const medicareBenefitNeeds: readonly MatchNeed[] = ['diabetes', 'kidney']

/** At most this many names in an answer; partial matches follow when fewer than `fullEnough` meet everything. */
export const matchSize = 10
export const fullEnough = 3
