import { z } from 'zod'
import { medicareFacts } from './medicare-facts.ts'

/**
 * The guide at /medicare: each answer is a query parameter, so every step has
 * an address and the page works without JavaScript. This file reads the
 * answers and says what follows from them; it states no fact of its own
 * (they come from medicare-facts.ts).
 */

export const planChoices = [
	['original', 'Original Medicare with Part B'],
	['advantage', 'A Medicare Advantage plan (Part C)'],
	['none', 'No Part B, or not on Medicare'],
] as const
export const diagnosisChoices = [
	['diabetes', 'Diabetes (type 1 or type 2)'],
	['kidney', 'Chronic kidney disease'],
	['transplant-recent', 'A kidney transplant in the last 36 months'],
	['transplant-older', 'A kidney transplant more than 36 months ago'],
	['none', 'None of these'],
] as const
export const yearChoices = [
	['first', 'No, this is the first calendar year I use it'],
	['later', 'Yes, I used it in an earlier year'],
] as const

type Keys<T extends readonly (readonly [string, string])[]> = T[number][0]
export type Plan = Keys<typeof planChoices>
export type Diagnosis = Keys<typeof diagnosisChoices>
export type BenefitYear = Keys<typeof yearChoices>

const keysOf = <T extends readonly (readonly [string, string])[]>(choices: T) => choices.map(([key]) => key) as unknown as readonly [Keys<T>, ...Keys<T>[]]
const answer = <T extends readonly (readonly [string, string])[]>(choices: T, message: string) =>
	z
		.string()
		.trim()
		.optional()
		.transform((value) => value || undefined)
		.pipe(z.enum(keysOf(choices), { error: message }).optional())

export const guideAnswersSchema = z.object({
	plan: answer(planChoices, 'Choose one of the Medicare answers on this page.'),
	diagnosis: answer(diagnosisChoices, 'Choose one of the diagnoses on this page.'),
	year: answer(yearChoices, 'Choose whether you have used the benefit before.'),
	zip: z
		.string()
		.trim()
		.optional()
		.transform((value) => value || undefined)
		.pipe(z.string().regex(/^\d{5}$/, 'A ZIP code has five digits, like 10011.').optional()),
})
export type GuideAnswers = z.output<typeof guideAnswersSchema>

export type GuideReading = { ok: true; answers: GuideAnswers } | { ok: false; answers: Partial<GuideAnswers>; problem: string; field: 'plan' | 'diagnosis' | 'year' | 'zip' }

/**
 * The answers in a URL. A value the guide does not offer is a problem to show
 * (the page answers 400), and the answers before it still stand.
 */
export function readGuideAnswers(params: URLSearchParams): GuideReading {
	const raw = { plan: params.get('plan') ?? undefined, diagnosis: params.get('diagnosis') ?? undefined, year: params.get('year') ?? undefined, zip: params.get('zip') ?? undefined }
	const parsed = guideAnswersSchema.safeParse(raw)
	if (parsed.success) return { ok: true, answers: parsed.data }
	const problem = parsed.error.issues[0]!
	const bad = String(problem.path[0])
	const kept: Partial<GuideAnswers> = {}
	for (const name of ['plan', 'diagnosis', 'year'] as const) {
		if (name === bad) break
		const one = guideAnswersSchema.shape[name].safeParse(raw[name])
		if (!one.success || one.data === undefined) break
		Object.assign(kept, { [name]: one.data })
	}
	return { ok: false, answers: kept, problem: problem.message, field: bad as 'plan' | 'diagnosis' | 'year' | 'zip' }
}

export type GuideStep =
	| { kind: 'ask-plan' }
	| { kind: 'ask-diagnosis'; plan: Exclude<Plan, 'none'> }
	| { kind: 'ask-year'; plan: Exclude<Plan, 'none'>; diagnosis: CoveredDiagnosis }
	| { kind: 'covered'; plan: Exclude<Plan, 'none'>; diagnosis: CoveredDiagnosis; year: BenefitYear; hours: number }
	| { kind: 'not-covered'; reason: 'no-part-b' | 'no-qualifying-diagnosis' | 'transplant-too-long-ago'; plan: Plan }

export type CoveredDiagnosis = 'diabetes' | 'kidney' | 'transplant-recent'

/** Where the answers lead: the next question, or the answer. */
export function guideStep(answers: Partial<GuideAnswers>): GuideStep {
	const { plan, diagnosis, year } = answers
	if (!plan) return { kind: 'ask-plan' }
	if (plan === 'none') return { kind: 'not-covered', reason: 'no-part-b', plan }
	if (!diagnosis) return { kind: 'ask-diagnosis', plan }
	if (diagnosis === 'none') return { kind: 'not-covered', reason: 'no-qualifying-diagnosis', plan }
	if (diagnosis === 'transplant-older') return { kind: 'not-covered', reason: 'transplant-too-long-ago', plan }
	if (!year) return { kind: 'ask-year', plan, diagnosis }
	const { hoursFirstYear, hoursLaterYears } = medicareFacts.nutritionTherapy
	return { kind: 'covered', plan, diagnosis, year, hours: year === 'first' ? hoursFirstYear : hoursLaterYears }
}

/** The guide's address for some answers (empty ones left out). */
export function guideHref(answers: Partial<GuideAnswers>) {
	const query = new URLSearchParams()
	for (const name of ['plan', 'diagnosis', 'year', 'zip'] as const) {
		const value = answers[name]
		if (value) query.set(name, value)
	}
	const text = query.toString()
	return text ? `/medicare?${text}` : '/medicare'
}

export const choiceLabel = (choices: readonly (readonly [string, string])[], key: string | undefined) => choices.find(([k]) => k === key)?.[1] ?? ''
