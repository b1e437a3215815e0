import { Link } from 'react-router'
import type { Route } from './+types/services'
import { translator } from '#app/i18n/catalogue.server.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { ChoosePlanButton } from '#app/components/billing/choose-plan-button.tsx'
import { IntervalSwitch } from '#app/components/billing/interval-switch.tsx'
import { PlanFeatures } from '#app/components/billing/plan-features.tsx'
import { clsx } from 'clsx'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { paymentsMode } from '#app/modules/billing/payments-mode.server.ts'
import { findPlan, plans, previousPlan, yearlyCents, type BillingInterval } from '#app/modules/billing/plans.ts'
import { planName, planTexts } from '#app/modules/billing/plan-texts.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('pricing.metaTitle'), t('pricing.metaDescription')), ...canonicalLink(loaderData?.canonical)]
}

export async function loader({ request }: Route.LoaderArgs) {
	// A display setting: anything but "year" shows monthly prices.
	const interval: BillingInterval = new URL(request.url).searchParams.get('interval') === 'year' ? 'year' : 'month'
	const { current } = await getCurrentUser(request)
	const i18n = pageI18n(request, ['pricing'])
	const t = translator(i18n.locale)
	return {
		i18n,
		interval,
		signedIn: current !== null,
		paymentsEnabled: paymentsMode() !== 'off',
		currentPlanId: current ? (findPlan(current.user.plan)?.id ?? null) : null,
		// The yearly prices are a display setting of the same page.
		canonical: canonicalUrl(localizePath('/services', i18n.locale)),
		// The page's view of the plan table: the table itself stays on the server.
		plans: plans.map((plan) => {
			const previous = previousPlan(plan)
			return {
				id: plan.id,
				key: plan.key,
				...planTexts(plan, t),
				highlighted: plan.highlighted,
				monthlyPrice: formatPrice(plan.monthlyCents),
				yearlyPrice: formatPrice(yearlyCents(plan)),
				previousPlanName: previous ? planName(previous, t) : null,
			}
		}),
	}
}

export default function Services({ loaderData }: Route.ComponentProps) {
	const { interval, signedIn, paymentsEnabled, currentPlanId, plans } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-6xl px-4 py-16">
			<div className="mx-auto max-w-2xl text-center">
				<h1 className="text-4xl font-bold tracking-tight text-ink">{t('pricing.title')}</h1>
				<p className="mt-4 text-lg text-slate-600">{t('pricing.intro')}</p>
				<div className="mt-8">
					<IntervalSwitch interval={interval} />
				</div>
			</div>
			<ul className="mt-10 grid gap-6 md:grid-cols-3">
				{plans.map((plan) => {
					const isCurrent = currentPlanId === plan.id
					return (
						<li
							key={plan.id}
							className={clsx(
								'flex flex-col rounded-2xl border bg-white p-8 shadow-sm',
								plan.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
							)}
						>
							{plan.highlighted ? (
								<p className="mb-2 self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{t('pricing.mostPopular')}</p>
							) : null}
							<h2 className="text-xl font-semibold">{plan.name}</h2>
							<p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
							{interval === 'year' ? (
								<>
									<p className="mt-6">
										<span className="text-4xl font-bold text-ink">{plan.yearlyPrice}</span>
										<span className="text-slate-600">{t('pricing.perYear')}</span>
									</p>
									<p className="mt-1 text-sm font-medium text-brand-800">{t('pricing.yearSaving', { monthlyPrice: plan.monthlyPrice })}</p>
								</>
							) : (
								<p className="mt-6">
									<span className="text-4xl font-bold text-ink">{plan.monthlyPrice}</span>
									<span className="text-slate-600">{t('pricing.perMonth')}</span>
								</p>
							)}
							<div className="mt-6 flex-1">
								{plan.previousPlanName ? <PlanFeatures features={[t('pricing.everythingIn', { plan: plan.previousPlanName })]} /> : null}
								<PlanFeatures features={plan.features} className={plan.previousPlanName ? 'mt-2' : undefined} />
							</div>
							<div className="mt-8">
								{isCurrent ? (
									<Link to="/viewprofile" className="inline-flex w-full justify-center rounded-lg px-4 py-2 font-semibold text-brand-900 ring-1 ring-brand-200 hover:bg-brand-50">
										{t('pricing.currentPlan')}
									</Link>
								) : (
									<ChoosePlanButton
										plan={plan}
										interval={interval}
										signedIn={signedIn}
										paymentsEnabled={paymentsEnabled}
										label={t('pricing.choose', { plan: plan.name })}
										paymentsOffLabel={t('pricing.paymentsOff')}
										className={plan.highlighted ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'}
									/>
								)}
							</div>
						</li>
					)
				})}
			</ul>
			<p className="mt-10 text-center text-sm text-slate-600">
				{t('pricing.footnote')}
				{signedIn ? null : (
					<>
						{' '}
						{t.rich('pricing.haveAccount', {
							link: (chunks) => (
								<Link to={localePath('/user/signin')} className="font-medium text-brand-800 underline">
									{chunks}
								</Link>
							),
						})}
					</>
				)}
			</p>
		</div>
	)
}
