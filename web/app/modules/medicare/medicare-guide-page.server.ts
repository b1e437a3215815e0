import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { medicareDietitiansNear, type MedicareDietitians } from './medicare-dietitians.server.ts'
import { factDate, medicareFacts } from './medicare-facts.ts'
import { guideStep, readGuideAnswers, type GuideAnswers, type GuideStep } from './medicare-guide.ts'

export type MedicareGuidePage = {
	answers: Partial<GuideAnswers>
	step: GuideStep
	/** A value the guide does not offer, or a ZIP it does not know: shown above the question, with status 400. */
	problem: string | null
	nearby: Extract<MedicareDietitians, { status: 'ok' }> | null
	canonical: string
	sources: { title: string; publisher: string; url: string; statedOn: string }[]
}

/** What /medicare shows for the answers in its URL, and the status to answer with. */
export async function loadMedicareGuide(request: Request): Promise<{ page: MedicareGuidePage; status: 200 | 400 }> {
	const reading = readGuideAnswers(new URL(request.url).searchParams)
	const step = guideStep(reading.answers)
	let problem = reading.ok ? null : reading.problem
	let nearby: MedicareGuidePage['nearby'] = null
	if (reading.ok && reading.answers.zip && step.kind === 'covered') {
		const found = await medicareDietitiansNear(reading.answers.zip, { userAgent: request.headers.get('user-agent') })
		if (found.status === 'ok') nearby = found
		else problem = found.message
	}
	const { nutritionTherapy, telehealth, advantage } = medicareFacts
	const sources = [nutritionTherapy, telehealth, ...(step.kind !== 'ask-plan' && reading.answers.plan === 'advantage' ? [advantage] : [])].map((fact) => ({ ...fact.source, statedOn: factDate(fact.statedOn) }))
	return { page: { answers: reading.answers, step, problem, nearby, canonical: canonicalUrl('/medicare'), sources }, status: problem ? 400 : 200 }
}
