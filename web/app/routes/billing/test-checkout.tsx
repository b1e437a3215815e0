import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/test-checkout'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { checkoutNotFound, checkoutSessionIdOf, requireTestPayments } from '#app/modules/billing/billing-routes.server.ts'
import { findOwnCheckoutSession } from '#app/modules/billing/checkout.server.ts'
import { intervalLabel } from '#app/modules/billing/plan-choice.ts'
import { yearlyCents } from '#app/modules/billing/plans.ts'
import { payTestCheckout } from '#app/modules/billing/test-checkout.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Test checkout', 'Test mode: no card is charged.'), { name: 'robots', content: 'noindex' }]

const paySchema = z.object({ intent: z.literal('pay') })

const successPath = (sessionId: string) => `/billing/success?session_id=${sessionId}`

export async function loader({ request }: Route.LoaderArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const sessionId = checkoutSessionIdOf(request)
	const session = await findOwnCheckoutSession(user.id, sessionId)
	if (!session || session.mode !== 'test') throw checkoutNotFound()
	if (session.subscriptionId) throw redirect(successPath(sessionId))
	const { planInfo: plan, interval } = session
	return {
		sessionId,
		planName: plan.name,
		interval,
		amount: formatPrice(interval === 'year' ? yearlyCents(plan) : plan.monthlyCents),
		email: user.email,
	}
}

export async function action({ request }: Route.ActionArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const sessionId = checkoutSessionIdOf(request)
	const form = await readForm(request)
	if (!paySchema.safeParse(Object.fromEntries(form)).success) throw data('Unknown action: the only one here is paying', { status: 400 })
	const payment = await payTestCheckout(user, sessionId)
	if (payment.status === 'not-found') throw checkoutNotFound()
	return redirect(successPath(sessionId))
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
			<p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
				Test mode — no card is charged
			</p>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Test checkout</h1>
			<p className="mt-2 text-slate-600">
				This site runs without Stripe keys. Paying here sends the same events Stripe would send after a real payment, through the same code.
			</p>
			<dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
				<div className="flex justify-between gap-4 p-4">
					<dt className="text-slate-600">Plan</dt>
					<dd className="font-medium text-ink">
						{loaderData.planName}, billed {intervalLabel(loaderData.interval)}
					</dd>
				</div>
				<div className="flex justify-between gap-4 p-4">
					<dt className="text-slate-600">Billing e-mail</dt>
					<dd className="font-medium break-all text-ink">{loaderData.email}</dd>
				</div>
				<div className="flex justify-between gap-4 p-4">
					<dt className="text-slate-600">Due today</dt>
					<dd className="text-lg font-bold text-ink">{loaderData.amount}</dd>
				</div>
			</dl>
			<Form method="post" className="mt-6">
				<SubmitButton name="intent" value="pay" pendingText="Paying…" size="large" className="w-full">
					Pay {loaderData.amount} (test)
				</SubmitButton>
			</Form>
			<p className="mt-4 text-center text-sm">
				<Link to="/billing/cancel" className="font-medium text-slate-700 underline">
					Cancel and go back to the plans
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = BillingError
