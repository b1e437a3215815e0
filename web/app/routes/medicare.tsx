import { data, Link } from 'react-router'
import type { Route } from './+types/medicare'
import { CoveredAnswer, NotCoveredAnswer } from '#app/components/medicare/guide-answer.tsx'
import { GuideQuestion } from '#app/components/medicare/guide-question.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { loadMedicareGuide } from '#app/modules/medicare/medicare-guide-page.server.ts'
import { choiceLabel, guideHref, type GuideAnswers } from '#app/modules/medicare/medicare-guide.ts'
import { useGuideChoices } from '#app/components/medicare/guide-choices.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('medicare.title'), t('medicare.description')), ...canonicalLink(loaderData?.canonical)]
}

export async function loader({ request }: Route.LoaderArgs) {
	const { page, status } = await loadMedicareGuide(request)
	return data({ ...page, i18n: pageI18n(request, ['medicare']) }, { status })
}

/** The answers given so far, each with a link back to change it. */
function AnswersSoFar({ answers }: { answers: Partial<GuideAnswers> }) {
	const t = useT()
	const localePath = useLocalePath()
	const { planChoices, diagnosisChoices, yearChoices } = useGuideChoices()
	const rows = [
		answers.plan ? { label: t('medicare.so.plan'), value: choiceLabel(planChoices, answers.plan), change: localePath(guideHref({})) } : null,
		answers.diagnosis ? { label: t('medicare.so.diagnosis'), value: choiceLabel(diagnosisChoices, answers.diagnosis), change: localePath(guideHref({ plan: answers.plan })) } : null,
		answers.year ? { label: t('medicare.so.year'), value: choiceLabel(yearChoices, answers.year), change: localePath(guideHref({ plan: answers.plan, diagnosis: answers.diagnosis })) } : null,
	].filter((row) => row !== null)
	if (!rows.length) return null
	return (
		<dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto]">
			{rows.map((row) => (
				<div key={row.label} className="contents">
					<dt className="font-medium text-slate-600">{row.label}</dt>
					<dd className="text-slate-900">{row.value}</dd>
					<dd>
						<Link to={row.change} className="text-brand-800 underline" aria-label={t('medicare.so.changeLabel', { label: row.label })}>
							{t('medicare.so.change')}
						</Link>
					</dd>
				</div>
			))}
		</dl>
	)
}

export default function MedicareGuide({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const { planChoices, diagnosisChoices, yearChoices } = useGuideChoices()
	const { answers, step, problem, nearby, sources } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('medicare.title')}</h1>
			<p className="mt-3 text-slate-700">{t('medicare.intro')}</p>
			<div className="mt-6 space-y-6">
				<AnswersSoFar answers={answers} />
				{problem ? (
					<p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
						{problem}
					</p>
				) : null}
				{step.kind === 'ask-plan' ? (
					<GuideQuestion name="plan" legend={t('medicare.ask.plan')} hint={t('medicare.ask.planHint')} choices={planChoices} answers={answers} />
				) : step.kind === 'ask-diagnosis' ? (
					<GuideQuestion name="diagnosis" legend={t('medicare.ask.diagnosis')} choices={diagnosisChoices} answers={answers} />
				) : step.kind === 'ask-year' ? (
					<GuideQuestion name="year" legend={t('medicare.ask.year')} hint={t('medicare.ask.yearHint')} choices={yearChoices} answers={answers} />
				) : step.kind === 'covered' ? (
					<CoveredAnswer step={step} answers={answers} nearby={nearby} />
				) : (
					<NotCoveredAnswer step={step} />
				)}
			</div>
			<footer className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">
				<h2 className="font-semibold text-slate-800">{t('medicare.sources')}</h2>
				<ul className="mt-2 space-y-1">
					{sources.map((source) => (
						<li key={source.url}>
							<a href={source.url} className="text-brand-800 underline" rel="noopener" lang={t.locale === 'en' ? undefined : 'en'}>
								{`${source.publisher}: ${source.title}`}
							</a>
							{t.locale === 'en' ? null : ` (${t('common.inEnglish').toLowerCase()})`}
							{t('medicare.statedOn', { day: source.statedOn })}
						</li>
					))}
				</ul>
				<p className="mt-2">{t('medicare.disclaimer')}</p>
			</footer>
		</div>
	)
}
