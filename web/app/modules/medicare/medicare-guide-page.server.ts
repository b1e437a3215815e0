import type { Translate } from '#app/i18n/format-message.ts'
import { intlLocale, localizePath } from '#app/i18n/locale.ts'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
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

/** Why the answers in the address cannot be used, in the page's language (the English is the module's). */
function problemText(t: Translate, field: 'plan' | 'diagnosis' | 'year' | 'zip', english: string) {
	if (t.locale === 'en') return english
	return field === 'plan' ? t('medicare.problem.plan') : field === 'diagnosis' ? t('medicare.problem.diagnosis') : field === 'year' ? t('medicare.problem.year') : t('medicare.problem.zip')
}

/** "November 25, 2026" ("25 de noviembre de 2026") from a day as medicare-facts.ts stores it. */
const factDay = (t: Translate, day: string) =>
	t.locale === 'en' ? factDate(day) : new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(t.locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** What /medicare shows for the answers in its URL, and the status to answer with. */
export async function loadMedicareGuide(request: Request): Promise<{ page: MedicareGuidePage; status: 200 | 400 }> {
	const t = requestTranslator(request)
	const reading = readGuideAnswers(new URL(request.url).searchParams)
	const step = guideStep(reading.answers)
	let problem = reading.ok ? null : problemText(t, reading.field, reading.problem)
	let nearby: MedicareGuidePage['nearby'] = null
	if (reading.ok && reading.answers.zip && step.kind === 'covered') {
		const found = await medicareDietitiansNear(reading.answers.zip, { userAgent: request.headers.get('user-agent') })
		if (found.status === 'ok') nearby = found
		else problem = t.locale === 'en' ? found.message : t('medicare.problem.unknownZip', { zip: reading.answers.zip })
	}
	const { nutritionTherapy, telehealth, advantage } = medicareFacts
	const sources = [nutritionTherapy, telehealth, ...(step.kind !== 'ask-plan' && reading.answers.plan === 'advantage' ? [advantage] : [])].map((fact) => ({ ...fact.source, statedOn: factDay(t, fact.statedOn) }))
	return { page: { answers: reading.answers, step, problem, nearby, canonical: canonicalUrl(localizePath('/medicare', t.locale)), sources }, status: problem ? 400 : 200 }
}
