import { Form, Link } from 'react-router'
import { clsx } from 'clsx'
import { useLocalePath } from '#app/i18n/i18n-context.tsx'
import type { BillingInterval } from '#app/modules/billing/plans.ts'

export type ChoosePlanProps = {
	plan: { key: string; name: string }
	interval: BillingInterval
	/** Signed-in users start a checkout at once; visitors sign up first and come back to this choice. */
	signedIn: boolean
	paymentsEnabled: boolean
	label?: string
	/** The disabled button's words when payments are off (the pricing page's language). */
	paymentsOffLabel?: string
	className?: string
	/** Called as the choice is sent (the plans modal closes itself). */
	onChoose?: () => void
}

const checkoutPath = (plan: ChoosePlanProps['plan'], interval: BillingInterval) => `/billing/checkout?plan=${plan.key}&interval=${interval}`

/** "Choose <plan>" on the pricing page and in the plans modal: the one way into a checkout. */
export function ChoosePlanButton({ plan, interval, signedIn, paymentsEnabled, label, paymentsOffLabel, className, onChoose }: ChoosePlanProps) {
	// The sign-up keeps the page's language; the checkout finds it from the page that posted (billing/checkout.tsx).
	const localePath = useLocalePath()
	const shape =
		'inline-flex w-full items-center justify-center rounded-lg px-4 py-2 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
	// The caller's className holds the plan's colours; the disabled button has its own.
	const classes = clsx(shape, className)
	if (!paymentsEnabled) {
		return (
			<button type="button" disabled className={clsx(shape, 'cursor-not-allowed bg-slate-100 text-slate-600')}>
				{paymentsOffLabel ?? 'Payments are not configured'}
			</button>
		)
	}
	const text = label ?? `Choose ${plan.name}`
	if (!signedIn) {
		return (
			<Link to={localePath(`/user/signup?redirectTo=${encodeURIComponent(checkoutPath(plan, interval))}`)} onClick={onChoose} className={classes}>
				{text}
			</Link>
		)
	}
	return (
		<Form method="post" action="/billing/checkout" onSubmit={onChoose} className="w-full">
			<input type="hidden" name="plan" value={plan.key} />
			<input type="hidden" name="interval" value={interval} />
			<button type="submit" className={classes}>
				{text}
			</button>
		</Form>
	)
}
