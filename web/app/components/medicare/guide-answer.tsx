import { Link } from 'react-router'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { GuideAnswers, GuideStep } from '#app/modules/medicare/medicare-guide.ts'
import type { MedicareGuidePage } from '#app/modules/medicare/medicare-guide-page.server.ts'

// Medicare's own sentences (medicare-facts.ts) come from the catalogue, in both languages; a test keeps its English equal to the facts.

/** The answer when Medicare's nutrition benefit covers the visitor. */
export function CoveredAnswer({ step, answers, nearby }: { step: Extract<GuideStep, { kind: 'covered' }>; answers: Partial<GuideAnswers>; nearby: MedicareGuidePage['nearby'] }) {
	const t = useT()
	return (
		<div className="space-y-6">
			<section aria-labelledby="answer-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
				<h2 id="answer-heading" className="text-2xl font-bold text-brand-900">
					{t('medicare.covered.title')}
				</h2>
				<ul className="mt-4 space-y-3 text-slate-800">
					<li>
						<strong>{t('medicare.covered.hours', { hours: step.hours })}</strong> {t('medicare.fact.hours')}
					</li>
					{step.plan === 'original' ? (
						<li>
							<strong>{t('medicare.covered.free')}</strong> {t('medicare.fact.cost')}
						</li>
					) : (
						<li>
							<strong>{t('medicare.covered.planCost')}</strong> {t('medicare.fact.advantageCovers')}
						</li>
					)}
					<li>
						<strong>{t('medicare.covered.referral')}</strong> {t('medicare.fact.referral')} {t('medicare.covered.letter')}
					</li>
					<li>{t('medicare.fact.moreHours')}</li>
				</ul>
			</section>
			<NearbyDietitians answers={answers} nearby={nearby} />
		</div>
	)
}

function NearbyDietitians({ answers, nearby }: { answers: Partial<GuideAnswers>; nearby: MedicareGuidePage['nearby'] }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<section aria-labelledby="nearby-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 id="nearby-heading" className="text-xl font-semibold text-ink">
				{t('medicare.nearby.title')}
			</h2>
			<form method="get" action={localePath('/medicare')} className="mt-4 flex flex-wrap items-end gap-3">
				{(['plan', 'diagnosis', 'year'] as const).map((key) => (answers[key] ? <input key={key} type="hidden" name={key} value={answers[key]} /> : null))}
				<div>
					<label htmlFor="guide-zip" className="block text-sm font-medium text-slate-800">
						{t('medicare.nearby.zip')}
					</label>
					<input id="guide-zip" name="zip" required inputMode="numeric" autoComplete="postal-code" pattern="\d{5}" maxLength={5} defaultValue={answers.zip ?? ''} className="mt-1 block w-32 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm" />
				</div>
				<button type="submit" className={`${buttonBase} ${buttonVariants.primary}`}>
					{t('medicare.nearby.find')}
				</button>
			</form>
			{nearby ? (
				<div className="mt-6">
					{nearby.dietitians.length ? (
						<>
							<p className="text-sm text-slate-700">{t('medicare.nearby.count', { total: nearby.total, radius: nearby.radius, place: nearby.place })}</p>
							<ul className="mt-3 divide-y divide-slate-200">
								{nearby.dietitians.map((card) => (
									<li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
										<div>
											<Link to={localePath(card.url)} className="font-semibold text-ink hover:underline">
												{`${card.first_name} ${card.last_name}${card.credentials.length ? `, ${card.credentials.join(', ')}` : ''}`}
											</Link>
											<p className="text-sm text-slate-600">{`${card.city_name}, ${card.state}${card.distance !== null ? ` · ${card.distance.toFixed(1)} mi` : ''}${card.accepting_new_clients ? '' : ` · ${t('medicare.nearby.notAccepting')}`}`}</p>
										</div>
										<Link to={`/viewdoctorprofile/${card.id}/referral-letter`} className={`${buttonBase} ${buttonVariants.secondary}`}>
											{t('medicare.letter')}
										</Link>
									</li>
								))}
							</ul>
						</>
					) : (
						<p className="text-slate-700">{t('medicare.nearby.none', { radius: nearby.radius, place: nearby.place })}</p>
					)}
					<p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
						<Link to={localePath(nearby.searchHref)} className="font-medium text-brand-800 underline">
							{nearby.total > nearby.dietitians.length ? t('medicare.nearby.seeAll', { total: nearby.total }) : t('medicare.nearby.moreFilters')}
						</Link>
						<Link to={localePath(nearby.telehealthHref)} className="font-medium text-brand-800 underline">
							{t('medicare.nearby.telehealth', { state: nearby.state })}
						</Link>
					</p>
					<p className="mt-2 text-sm text-slate-600">{t('medicare.fact.telehealthRule')}</p>
				</div>
			) : null}
		</section>
	)
}

type NotCovered = Extract<GuideStep, { kind: 'not-covered' }>['reason']

const notCoveredHeadline = (t: Translate): Record<NotCovered, string> => ({
	'no-part-b': t('medicare.notCovered.noPartBTitle'),
	'no-qualifying-diagnosis': t('medicare.notCovered.diagnosisTitle'),
	'transplant-too-long-ago': t('medicare.notCovered.transplantTitle'),
})

const notCoveredText = (t: Translate): Record<NotCovered, string> => ({
	'no-part-b': t('medicare.notCovered.noPartB'),
	'no-qualifying-diagnosis': t('medicare.notCovered.diagnosis'),
	'transplant-too-long-ago': t('medicare.notCovered.transplant'),
})

/** The answer when Medicare's nutrition benefit does not cover the visitor, and what may still help. */
export function NotCoveredAnswer({ step }: { step: Extract<GuideStep, { kind: 'not-covered' }> }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<section aria-labelledby="answer-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 id="answer-heading" className="text-2xl font-bold text-ink">
				{notCoveredHeadline(t)[step.reason]}
			</h2>
			<p className="mt-3 text-slate-800">{notCoveredText(t)[step.reason]}</p>
			<h3 className="mt-6 text-lg font-semibold text-ink">{t('medicare.notCovered.help')}</h3>
			<ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
				<li>{t('medicare.fact.advantageExtras')}</li>
				<li>{t('medicare.notCovered.selfPay')}</li>
				<li>{t('medicare.fact.who')}</li>
			</ul>
			<Link to={localePath('/search?insurance=Self-pay')} className={`${buttonBase} ${buttonVariants.primary} mt-6`}>
				{t('medicare.notCovered.findSelfPay')}
			</Link>
		</section>
	)
}
