import { Link } from 'react-router'
import type { Route } from './+types/services'
import { ChoosePlanButton } from '#app/components/billing/choose-plan-button.tsx'
import { IntervalSwitch } from '#app/components/billing/interval-switch.tsx'
import { PlanFeatures } from '#app/components/billing/plan-features.tsx'
import { clsx } from 'clsx'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { paymentsMode } from '#app/modules/billing/payments-mode.server.ts'
import { findPlan, plans, previousPlan, yearlyCents, type BillingInterval } from '#app/modules/billing/plans.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta('Pricing', 'Listing plans for registered dietitians: get found by clients searching by ZIP code, city and state.'),
	...canonicalLink(loaderData?.canonical),
]

export async function loader({ request }: Route.LoaderArgs) {
	// A display setting: anything but "year" shows monthly prices.
	const interval: BillingInterval = new URL(request.url).searchParams.get('interval') === 'year' ? 'year' : 'month'
	const { current } = await getCurrentUser(request)
	return {
		interval,
		signedIn: current !== null,
		paymentsEnabled: paymentsMode() !== 'off',
		currentPlanId: current ? (findPlan(current.user.plan)?.id ?? null) : null,
		// The yearly prices are a display setting of the same page.
		canonical: canonicalUrl('/services'),
		// The page's view of the plan table: the table itself stays on the server.
		plans: plans.map((plan) => ({
			id: plan.id,
			key: plan.key,
			name: plan.name,
			summary: plan.summary,
			highlighted: plan.highlighted,
			monthlyPrice: formatPrice(plan.monthlyCents),
			yearlyPrice: formatPrice(yearlyCents(plan)),
			previousPlanName: previousPlan(plan)?.name ?? null,
			features: plan.features.map((feature) => feature.label),
		})),
	}
}

export default function Services({ loaderData }: Route.ComponentProps) {
	const { interval, signedIn, paymentsEnabled, currentPlanId, plans } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-16">
			<div className="mx-auto max-w-2xl text-center">
				<h1 className="text-4xl font-bold tracking-tight text-ink">Plans for registered dietitians</h1>
				<p className="mt-4 text-lg text-slate-600">
					Choose a plan, set up your profile, and let people near you find you. Cancel any time.
				</p>
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
								<p className="mb-2 self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">Most popular</p>
							) : null}
							<h2 className="text-xl font-semibold">{plan.name}</h2>
							<p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
							{interval === 'year' ? (
								<>
									<p className="mt-6">
										<span className="text-4xl font-bold text-ink">{plan.yearlyPrice}</span>
										<span className="text-slate-600"> / year</span>
									</p>
									<p className="mt-1 text-sm font-medium text-brand-800">2 months free · {plan.monthlyPrice} / month billed monthly</p>
								</>
							) : (
								<p className="mt-6">
									<span className="text-4xl font-bold text-ink">{plan.monthlyPrice}</span>
									<span className="text-slate-600"> / month</span>
								</p>
							)}
							<div className="mt-6 flex-1">
								{plan.previousPlanName ? <PlanFeatures features={[`Everything in ${plan.previousPlanName}`]} /> : null}
								<PlanFeatures features={plan.features} className={plan.previousPlanName ? 'mt-2' : undefined} />
							</div>
							<div className="mt-8">
								{isCurrent ? (
									<Link to="/viewprofile" className="inline-flex w-full justify-center rounded-lg px-4 py-2 font-semibold text-brand-900 ring-1 ring-brand-200 hover:bg-brand-50">
										Your current plan
									</Link>
								) : (
									<ChoosePlanButton
										plan={plan}
										interval={interval}
										signedIn={signedIn}
										paymentsEnabled={paymentsEnabled}
										className={plan.highlighted ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'}
									/>
								)}
							</div>
						</li>
					)
				})}
			</ul>
			<p className="mt-10 text-center text-sm text-slate-600">
				Prices in US dollars. Payments by card through Stripe.
				{signedIn ? null : (
					<>
						{' '}
						Already have an account?{' '}
						<Link to="/user/signin" className="font-medium text-brand-800 underline">
							Sign in
						</Link>
						.
					</>
				)}
			</p>
		</div>
	)
}
