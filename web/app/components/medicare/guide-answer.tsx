import { Link } from 'react-router'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'
import { medicareFacts } from '#app/modules/medicare/medicare-facts.ts'
import type { GuideAnswers, GuideStep } from '#app/modules/medicare/medicare-guide.ts'
import type { MedicareGuidePage } from '#app/modules/medicare/medicare-guide-page.server.ts'

const { nutritionTherapy, advantage, telehealth } = medicareFacts

/** The answer when Medicare's nutrition benefit covers the visitor. */
export function CoveredAnswer({ step, answers, nearby }: { step: Extract<GuideStep, { kind: 'covered' }>; answers: Partial<GuideAnswers>; nearby: MedicareGuidePage['nearby'] }) {
	return (
		<div className="space-y-6">
			<section aria-labelledby="answer-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200">
				<h2 id="answer-heading" className="text-2xl font-bold text-brand-900">
					Yes: Medicare covers your visits with a registered dietitian
				</h2>
				<ul className="mt-4 space-y-3 text-slate-800">
					<li>
						<strong>{`Up to ${step.hours} hours this calendar year.`}</strong> {nutritionTherapy.hours}
					</li>
					{step.plan === 'original' ? (
						<li>
							<strong>$0 for you.</strong> {nutritionTherapy.cost}
						</li>
					) : (
						<li>
							<strong>Your plan sets the cost.</strong> {advantage.covers}
						</li>
					)}
					<li>
						<strong>Bring a referral.</strong> {nutritionTherapy.referral} The dietitians below offer a one-page letter your doctor can fill in and sign.
					</li>
					<li>{nutritionTherapy.moreHours}</li>
				</ul>
			</section>
			<NearbyDietitians answers={answers} nearby={nearby} />
		</div>
	)
}

function NearbyDietitians({ answers, nearby }: { answers: Partial<GuideAnswers>; nearby: MedicareGuidePage['nearby'] }) {
	return (
		<section aria-labelledby="nearby-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 id="nearby-heading" className="text-xl font-semibold text-ink">
				Dietitians who accept Medicare near you
			</h2>
			<form method="get" action="/medicare" className="mt-4 flex flex-wrap items-end gap-3">
				{(['plan', 'diagnosis', 'year'] as const).map((key) => (answers[key] ? <input key={key} type="hidden" name={key} value={answers[key]} /> : null))}
				<div>
					<label htmlFor="guide-zip" className="block text-sm font-medium text-slate-800">
						Your ZIP code
					</label>
					<input id="guide-zip" name="zip" required inputMode="numeric" autoComplete="postal-code" pattern="\d{5}" maxLength={5} defaultValue={answers.zip ?? ''} className="mt-1 block w-32 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm" />
				</div>
				<button type="submit" className={`${buttonBase} ${buttonVariants.primary}`}>
					Find dietitians
				</button>
			</form>
			{nearby ? (
				<div className="mt-6">
					{nearby.dietitians.length ? (
						<>
							<p className="text-sm text-slate-700">{`${nearby.total} ${nearby.total === 1 ? 'dietitian accepts' : 'dietitians accept'} Medicare and ${nearby.total === 1 ? 'sees' : 'see'} clients in person within ${nearby.radius} miles of ${nearby.place}.`}</p>
							<ul className="mt-3 divide-y divide-slate-200">
								{nearby.dietitians.map((card) => (
									<li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
										<div>
											<Link to={card.url} className="font-semibold text-ink hover:underline">
												{`${card.first_name} ${card.last_name}${card.credentials.length ? `, ${card.credentials.join(', ')}` : ''}`}
											</Link>
											<p className="text-sm text-slate-600">{`${card.city_name}, ${card.state}${card.distance !== null ? ` · ${card.distance.toFixed(1)} mi` : ''}${card.accepting_new_clients ? '' : ' · Not accepting new clients'}`}</p>
										</div>
										<Link to={`/viewdoctorprofile/${card.id}/referral-letter`} className={`${buttonBase} ${buttonVariants.secondary}`}>
											Referral letter for your doctor
										</Link>
									</li>
								))}
							</ul>
						</>
					) : (
						<p className="text-slate-700">{`No dietitian who accepts Medicare sees clients in person within ${nearby.radius} miles of ${nearby.place} yet.`}</p>
					)}
					<p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
						<Link to={nearby.searchHref} className="font-medium text-brand-800 underline">
							{nearby.total > nearby.dietitians.length ? `See all ${nearby.total} in search` : 'Search with more filters'}
						</Link>
						<Link to={nearby.telehealthHref} className="font-medium text-brand-800 underline">
							{`Telehealth dietitians licensed in ${nearby.state} who accept Medicare`}
						</Link>
					</p>
					<p className="mt-2 text-sm text-slate-600">{telehealth.rule}</p>
				</div>
			) : null}
		</section>
	)
}

const notCoveredHeadline: Record<Extract<GuideStep, { kind: 'not-covered' }>['reason'], string> = {
	'no-part-b': 'Medicare’s nutrition benefit is part of Part B',
	'no-qualifying-diagnosis': 'Medicare’s nutrition benefit does not cover this diagnosis',
	'transplant-too-long-ago': 'The transplant window has passed',
}

const notCoveredText: Record<Extract<GuideStep, { kind: 'not-covered' }>['reason'], string> = {
	'no-part-b': 'Without Part B, either directly or through a Medicare Advantage plan, Medicare does not pay for medical nutrition therapy.',
	'no-qualifying-diagnosis': 'Medicare pays for medical nutrition therapy only for diabetes, kidney disease or a recent kidney transplant.',
	'transplant-too-long-ago': 'Medicare covers nutrition therapy after a kidney transplant for 36 months. If you have chronic kidney disease now, go back and choose it: the benefit covers it.',
}

/** The answer when Medicare's nutrition benefit does not cover the visitor, and what may still help. */
export function NotCoveredAnswer({ step }: { step: Extract<GuideStep, { kind: 'not-covered' }> }) {
	return (
		<section aria-labelledby="answer-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 id="answer-heading" className="text-2xl font-bold text-ink">
				{notCoveredHeadline[step.reason]}
			</h2>
			<p className="mt-3 text-slate-800">{notCoveredText[step.reason]}</p>
			<h3 className="mt-6 text-lg font-semibold text-ink">What may still help</h3>
			<ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
				<li>{advantage.extras}</li>
				<li>Many dietitians see clients who pay for themselves, and list their rates on their profile. Some offer a superbill you can send to other insurance.</li>
				<li>{nutritionTherapy.who}</li>
			</ul>
			<Link to="/search?insurance=Self-pay" className={`${buttonBase} ${buttonVariants.primary} mt-6`}>
				Find dietitians who take self-pay clients
			</Link>
		</section>
	)
}
