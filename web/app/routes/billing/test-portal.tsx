import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/test-portal'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { requireTestPayments } from '#app/modules/billing/billing-routes.server.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { billingIntervals, intervalLabel, planChoiceSchema } from '#app/modules/billing/plan-choice.ts'
import { findPlan, findPlanByKey, plans, yearlyCents } from '#app/modules/billing/plans.ts'
import { changeableSubscription, changeTestSubscription } from '#app/modules/billing/test-portal.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Test billing portal', 'Test mode: manage a test subscription.'), { name: 'robots', content: 'noindex' }]

const changeSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('switch'), choice: z.string().transform((value) => value.split(':')).pipe(z.tuple([planChoiceSchema.shape.plan, planChoiceSchema.shape.interval])) }),
	z.object({ intent: z.literal('cancel-at-period-end') }),
	z.object({ intent: z.literal('resume') }),
	z.object({ intent: z.literal('cancel-now') }),
], { error: 'Unknown billing change' })

const noSubscription = () => redirectWithToast('/viewprofile', { type: 'info', description: 'There is no subscription to manage.' })

export async function loader({ request }: Route.LoaderArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const subscription = await changeableSubscription(user.id)
	if (!subscription) throw await noSubscription()
	const summary = await billingSummary(user.id)
	const options = plans.flatMap((plan) =>
		billingIntervals
			.filter((interval) => plan.id !== subscription.plan || interval !== subscription.interval)
			.map((interval) => ({
				value: `${plan.key}:${interval}`,
				label: `${plan.name}, ${intervalLabel(interval)}: ${formatPrice(interval === 'year' ? yearlyCents(plan) : plan.monthlyCents)} / ${interval}`,
			})),
	)
	return { summary, options, cancelScheduled: subscription.cancelAtPeriodEnd, currentPlan: findPlan(subscription.plan)?.name ?? '' }
}

export async function action({ request }: Route.ActionArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const form = await readForm(request)
	const parsed = changeSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Unknown billing change', { status: 400 })
	const change = parsed.data
	const outcome = await changeTestSubscription(
		user,
		change.intent === 'switch' ? { action: 'switch', plan: findPlanByKey(change.choice[0])!, interval: change.choice[1] } : { action: change.intent },
	)
	if (outcome === 'no-subscription') return noSubscription()
	const descriptions = {
		switch: 'Your plan was changed.',
		'cancel-at-period-end': 'Your subscription will end at the end of the paid period.',
		resume: 'Your subscription will renew again.',
		'cancel-now': 'Your subscription was canceled.',
	} as const
	return redirectWithToast('/viewprofile', { type: 'success', description: `${descriptions[change.intent]} (test mode)` })
}

export default function TestPortal({ loaderData }: Route.ComponentProps) {
	const { summary } = loaderData
	return (
		<div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
			<p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
				Test mode — no card is charged
			</p>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Test billing portal</h1>
			<p className="mt-2 text-slate-600">With Stripe keys, "Manage billing" opens Stripe's Billing Portal. Here each change sends the event Stripe would send.</p>
			{summary.subscription ? (
				<p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
					<strong>{summary.subscription.planName}</strong>, billed {summary.subscription.interval} · {summary.subscription.status}
					{summary.subscription.date ? ` · ${summary.subscription.dateLabel} ${summary.subscription.date}` : ''}
				</p>
			) : null}

			<section className="mt-8" aria-labelledby="change-plan">
				<h2 id="change-plan" className="text-lg font-semibold text-ink">
					Change plan
				</h2>
				<Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
					<div className="flex-1">
						<label htmlFor="choice" className="block text-sm font-medium text-slate-800">
							New plan
						</label>
						<select id="choice" name="choice" className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900">
							{loaderData.options.map((option) => (
								<option key={option.value} value={option.value}>
									{option.label}
								</option>
							))}
						</select>
					</div>
					<SubmitButton name="intent" value="switch" pendingText="Changing…">
						Change plan
					</SubmitButton>
				</Form>
			</section>

			<section className="mt-8" aria-labelledby="cancel">
				<h2 id="cancel" className="text-lg font-semibold text-ink">
					Cancel
				</h2>
				<Form method="post" className="mt-3 flex flex-wrap gap-3">
					{loaderData.cancelScheduled ? (
						<SubmitButton name="intent" value="resume" variant="secondary" pendingText="Saving…">
							Keep my subscription
						</SubmitButton>
					) : (
						<SubmitButton name="intent" value="cancel-at-period-end" variant="secondary" pendingText="Saving…">
							Cancel at the end of the period
						</SubmitButton>
					)}
					<SubmitButton name="intent" value="cancel-now" variant="danger" pendingText="Canceling…">
						Cancel now
					</SubmitButton>
				</Form>
			</section>
			<p className="mt-10 text-sm">
				<Link to="/viewprofile" className="font-medium text-brand-800 underline">
					Back to your profile
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = BillingError
