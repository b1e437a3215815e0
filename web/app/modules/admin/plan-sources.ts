/** Where an account's current plan comes from; 'unexplained' is a plan with neither, which should never be. */
export const planSources = ['subscription', 'complimentary', 'unexplained'] as const
export type PlanSource = (typeof planSources)[number]

export const planSourceLabels: Record<PlanSource, string> = {
	subscription: 'A subscription',
	complimentary: 'A complimentary plan',
	unexplained: 'Unexplained (no subscription or grant)',
}
