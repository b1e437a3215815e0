import { useT } from '#app/i18n/i18n-context.tsx'
import { diagnosisChoices, planChoices, yearChoices } from '#app/modules/medicare/medicare-guide.ts'

type Choices<T extends readonly (readonly [string, string])[]> = readonly (readonly [T[number][0], string])[]

/** The guide's answers in the page's language, in the module's order with its values (the English labels are the module's). */
export function useGuideChoices(): { planChoices: Choices<typeof planChoices>; diagnosisChoices: Choices<typeof diagnosisChoices>; yearChoices: Choices<typeof yearChoices> } {
	const t = useT()
	const plan = { original: t('medicare.plan.original'), advantage: t('medicare.plan.advantage'), none: t('medicare.plan.none') }
	const diagnosis = {
		diabetes: t('medicare.diagnosis.diabetes'),
		kidney: t('medicare.diagnosis.kidney'),
		'transplant-recent': t('medicare.diagnosis.transplantRecent'),
		'transplant-older': t('medicare.diagnosis.transplantOlder'),
		none: t('medicare.diagnosis.none'),
	}
	const year = { first: t('medicare.year.first'), later: t('medicare.year.later') }
	return {
		planChoices: planChoices.map(([key]) => [key, plan[key]] as const),
		diagnosisChoices: diagnosisChoices.map(([key]) => [key, diagnosis[key]] as const),
		yearChoices: yearChoices.map(([key]) => [key, year[key]] as const),
	}
}
