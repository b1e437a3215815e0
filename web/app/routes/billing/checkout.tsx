import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/checkout'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { PlanFeatures } from '#app/components/billing/plan-features.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { requirePayments } from '#app/modules/billing/billing-routes.server.ts'
import { startCheckout } from '#app/modules/billing/checkout.server.ts'
import { paymentsMode, paymentsNotConfigured } from '#app/modules/billing/payments-mode.server.ts'
import { checkoutPath, intervalLabel, parsePlanChoice, type PlanChoice } from '#app/modules/billing/plan-choice.ts'
import { featuresOf, yearlyCents } from '#app/modules/billing/plans.ts'
import { queryFields } from '#app/modules/request/query-fields.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { planTexts } from '#app/modules/billing/plan-texts.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Confirm your plan', 'Confirm the plan you chose and continue to payment.'), { name: 'robots', content: 'noindex' }]

function choiceOrRefuse(input: unknown): PlanChoice {
	const parsed = parsePlanChoice(input)
	if (!parsed.ok) throw data(parsed.message, { status: 400 })
	return parsed.choice
}

/** Visitors sign up first and come back here, to the same choice. */
const signUpFirst = ({ plan, interval }: PlanChoice) => redirect(`/user/signup?redirectTo=${encodeURIComponent(checkoutPath(plan, interval))}`)

export async function loader({ request }: Route.LoaderArgs) {
	const choice = choiceOrRefuse(queryFields(new URL(request.url).searchParams))
	const { current } = await getCurrentUser(request)
	if (!current) throw signUpFirst(choice)
	requirePayments()
	const { plan, interval } = choice
	return {
		plan: { key: plan.key, name: plan.name, summary: planTexts(plan, translator('en')).summary, features: featuresOf(plan).map((f) => f.label) },
		interval,
		price: interval === 'year' ? `${formatPrice(yearlyCents(plan))} / year` : `${formatPrice(plan.monthlyCents)} / month`,
		testMode: paymentsMode() === 'test',
		email: current.user.email,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readForm(request)
	const choice = choiceOrRefuse({ plan: form.get('plan'), interval: form.get('interval') })
	const { current } = await getCurrentUser(request)
	if (!current) throw signUpFirst(choice)
	const result = await startCheckout(current.user, choice)
	if (result.status === 'unavailable') throw data(paymentsNotConfigured, { status: 503 })
	if (result.status === 'subscribed') {
		return redirectWithToast('/viewprofile', { type: 'info', description: 'You already have a plan. Change it with Manage billing.' })
	}
	return redirect(result.url)
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
	const { plan, interval, price } = loaderData
	return (
		<div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
			<p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Step 1 of 2: confirm</p>
			<h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Your plan: {plan.name}</h1>
			<div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 className="text-xl font-semibold text-ink">
						{plan.name}, billed {intervalLabel(interval)}
					</h2>
					<p className="text-2xl font-bold text-ink">{price}</p>
				</div>
				{interval === 'year' ? <p className="mt-1 text-sm font-medium text-brand-800">2 months free compared with monthly billing</p> : null}
				<p className="mt-3 text-slate-600">{plan.summary}</p>
				<PlanFeatures features={plan.features} className="mt-5" />
				<p className="mt-6 text-sm text-slate-600">
					Receipts go to <strong className="font-medium text-slate-800">{loaderData.email}</strong>. Cancel any time from your profile's Billing section.
				</p>
				<Form method="post" className="mt-6">
					<input type="hidden" name="plan" value={plan.key} />
					<input type="hidden" name="interval" value={interval} />
					<SubmitButton pendingText="Opening checkout…" size="large" className="w-full">
						Continue to payment
					</SubmitButton>
				</Form>
				{loaderData.testMode ? <p className="mt-3 text-center text-sm text-amber-800">Test mode: no card is charged.</p> : null}
			</div>
			<p className="mt-6 text-center text-sm text-slate-600">
				<Link to={`/services?interval=${interval}`} className="font-medium text-brand-800 underline">
					Choose another plan
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = BillingError
