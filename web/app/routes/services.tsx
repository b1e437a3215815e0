import { Link } from 'react-router'
import type { Route } from './+types/services'
import { formatPrice, plans, previousPlan } from '#app/modules/billing/plans.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { cn } from '#app/components/ui/cn.ts'

export const meta: Route.MetaFunction = () =>
	pageMeta('Pricing', 'Listing plans for registered dietitians: get found by clients searching by ZIP code, city and state.')

export default function Services() {
	return (
		<div className="mx-auto max-w-6xl px-4 py-16">
			<div className="mx-auto max-w-2xl text-center">
				<h1 className="text-4xl font-bold tracking-tight text-ink">Plans for registered dietitians</h1>
				<p className="mt-4 text-lg text-slate-600">
					Choose a plan, set up your profile, and let people near you find you. Cancel any time.
				</p>
			</div>
			<ul className="mt-12 grid gap-6 md:grid-cols-3">
				{plans.map((plan) => (
					<li
						key={plan.id}
						className={cn(
							'flex flex-col rounded-2xl border bg-white p-8 shadow-sm',
							plan.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
						)}
					>
						{plan.highlighted ? (
							<p className="mb-2 self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">Most popular</p>
						) : null}
						<h2 className="text-xl font-semibold">{plan.name}</h2>
						<p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
						<p className="mt-6">
							<span className="text-4xl font-bold text-ink">{formatPrice(plan.monthlyCents)}</span>
							<span className="text-slate-600"> / month</span>
						</p>
						<ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
							{previousPlan(plan) ? (
								<li className="flex gap-2">
									<span aria-hidden="true" className="text-brand-700">✓</span>
									Everything in {previousPlan(plan)!.name}
								</li>
							) : null}
							{plan.features.map((feature) => (
								<li key={feature.label} className="flex gap-2">
									<span aria-hidden="true" className="text-brand-700">✓</span>
									{feature.label}
								</li>
							))}
						</ul>
						<Link
							to="/user/signup"
							className={cn(
								'mt-8 rounded-lg px-4 py-2 text-center font-semibold',
								plan.highlighted ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-brand-50 text-brand-900 hover:bg-brand-100',
							)}
						>
							Get started with {plan.name}
						</Link>
					</li>
				))}
			</ul>
			<p className="mt-10 text-center text-sm text-slate-600">
				Prices in US dollars, billed monthly. Already have an account?{' '}
				<Link to="/user/signin" className="font-medium text-brand-800 underline">
					Sign in
				</Link>
				.
			</p>
		</div>
	)
}
