import { z } from 'zod'
import { findPlanByKey, type BillingInterval, type Plan } from './plans.ts'

export const billingIntervals = ['month', 'year'] as const satisfies readonly BillingInterval[]

/** A plan and interval as forms and links carry them: `plan=professional&interval=year`. */
export const planChoiceSchema = z.object({
	plan: z.enum(['starter', 'professional', 'practice'], { error: 'Unknown plan: choose Starter, Professional or Practice' }),
	interval: z.enum(billingIntervals, { error: 'Unknown billing interval: choose month or year' }),
})

export type PlanChoice = { plan: Plan; interval: BillingInterval }

export function parsePlanChoice(input: unknown): { ok: true; choice: PlanChoice } | { ok: false; message: string } {
	const parsed = planChoiceSchema.safeParse(input)
	if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Unknown plan or interval' }
	return { ok: true, choice: { plan: findPlanByKey(parsed.data.plan)!, interval: parsed.data.interval } }
}

/** The page that confirms a choice and starts its checkout; visitors come back to it after signing up. */
export const checkoutPath = (plan: Plan, interval: BillingInterval) => `/billing/checkout?plan=${plan.key}&interval=${interval}`

