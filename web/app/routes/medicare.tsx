import { data, Link } from 'react-router'
import type { Route } from './+types/medicare'
import { CoveredAnswer, NotCoveredAnswer } from '#app/components/medicare/guide-answer.tsx'
import { GuideQuestion } from '#app/components/medicare/guide-question.tsx'
import { loadMedicareGuide } from '#app/modules/medicare/medicare-guide-page.server.ts'
import { choiceLabel, diagnosisChoices, guideHref, planChoices, yearChoices, type GuideAnswers } from '#app/modules/medicare/medicare-guide.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta('Does Medicare cover my visits with a dietitian?', 'Three questions tell you whether Medicare Part B pays for medical nutrition therapy, how many hours, and which dietitians near you accept Medicare.'),
	...canonicalLink(loaderData?.canonical),
]

export async function loader({ request }: Route.LoaderArgs) {
	const { page, status } = await loadMedicareGuide(request)
	return data(page, { status })
}

/** The answers given so far, each with a link back to change it. */
function AnswersSoFar({ answers }: { answers: Partial<GuideAnswers> }) {
	const rows = [
		answers.plan ? { label: 'Medicare', value: choiceLabel(planChoices, answers.plan), change: guideHref({}) } : null,
		answers.diagnosis ? { label: 'Diagnosis', value: choiceLabel(diagnosisChoices, answers.diagnosis), change: guideHref({ plan: answers.plan }) } : null,
		answers.year ? { label: 'Used the benefit before', value: choiceLabel(yearChoices, answers.year), change: guideHref({ plan: answers.plan, diagnosis: answers.diagnosis }) } : null,
	].filter((row) => row !== null)
	if (!rows.length) return null
	return (
		<dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto]">
			{rows.map((row) => (
				<div key={row.label} className="contents">
					<dt className="font-medium text-slate-600">{row.label}</dt>
					<dd className="text-slate-900">{row.value}</dd>
					<dd>
						<Link to={row.change} className="text-brand-800 underline" aria-label={`Change your answer: ${row.label}`}>
							Change
						</Link>
					</dd>
				</div>
			))}
		</dl>
	)
}

export default function MedicareGuide({ loaderData }: Route.ComponentProps) {
	const { answers, step, problem, nearby, sources } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">Does Medicare cover my visits with a dietitian?</h1>
			<p className="mt-3 text-slate-700">Medicare Part B pays for medical nutrition therapy for some conditions. Answer up to three questions to see whether it pays for yours, and find a dietitian who accepts Medicare.</p>
			<div className="mt-6 space-y-6">
				<AnswersSoFar answers={answers} />
				{problem ? (
					<p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
						{problem}
					</p>
				) : null}
				{step.kind === 'ask-plan' ? (
					<GuideQuestion name="plan" legend="Do you have Medicare Part B?" hint="Part B is the medical insurance part of Original Medicare. Medicare Advantage plans include it." choices={planChoices} answers={answers} />
				) : step.kind === 'ask-diagnosis' ? (
					<GuideQuestion name="diagnosis" legend="Has a doctor diagnosed you with one of these?" choices={diagnosisChoices} answers={answers} />
				) : step.kind === 'ask-year' ? (
					<GuideQuestion name="year" legend="Have you used Medicare’s nutrition benefit in an earlier calendar year?" hint="The hours Medicare covers depend on it." choices={yearChoices} answers={answers} />
				) : step.kind === 'covered' ? (
					<CoveredAnswer step={step} answers={answers} nearby={nearby} />
				) : (
					<NotCoveredAnswer step={step} />
				)}
			</div>
			<footer className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">
				<h2 className="font-semibold text-slate-800">Sources</h2>
				<ul className="mt-2 space-y-1">
					{sources.map((source) => (
						<li key={source.url}>
							<a href={source.url} className="text-brand-800 underline" rel="noopener">
								{`${source.publisher}: ${source.title}`}
							</a>
							{`, as stated on ${source.statedOn}.`}
						</li>
					))}
				</ul>
				<p className="mt-2">This guide explains Medicare’s rules; it is not advice about your own care or coverage.</p>
			</footer>
		</div>
	)
}
