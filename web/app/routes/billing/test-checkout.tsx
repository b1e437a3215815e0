import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/test-checkout'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { checkoutNotFound, checkoutSessionIdOf, requireTestPayments } from '#app/modules/billing/billing-routes.server.ts'
import { findOwnCheckoutSession } from '#app/modules/billing/checkout.server.ts'
import { yearlyCents } from '#app/modules/billing/plans.ts'
import { payTestCheckout } from '#app/modules/billing/test-checkout.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { billingNamespaces } from '#app/modules/billing/billing-namespaces.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('billing.testCheckout.title'), t('billing.testModeNote')), { name: 'robots', content: 'noindex' }]
}

const paySchema = z.object({ intent: z.literal('pay') })

const successPath = (request: Request, sessionId: string) => `${localizePath('/billing/success', localeFromUrl(request.url))}?session_id=${sessionId}`

export async function loader({ request }: Route.LoaderArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const sessionId = checkoutSessionIdOf(request)
	const session = await findOwnCheckoutSession(user.id, sessionId)
	if (!session || session.mode !== 'test') throw checkoutNotFound()
	if (session.subscriptionId) throw redirect(successPath(request, sessionId))
	const { planInfo: plan, interval } = session
	return {
		i18n: pageI18n(request, billingNamespaces),
		sessionId,
		planName: planName(plan, requestTranslator(request)),
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
	if (!paySchema.safeParse(Object.fromEntries(form)).success) throw data(requestTranslator(request)('billing.testCheckout.unknownAction'), { status: 400 })
	const payment = await payTestCheckout(user, sessionId)
	if (payment.status === 'not-found') throw checkoutNotFound()
	return redirect(successPath(request, sessionId))
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
			<p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
				{t('billing.testModeBanner')}
			</p>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">{t('billing.testCheckout.title')}</h1>
			<p className="mt-2 text-slate-600">{t('billing.testCheckout.intro')}</p>
			<dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
				<div className="flex justify-between gap-4 p-4">
					<dt className="text-slate-600">{t('dashboard.billing.plan')}</dt>
					<dd className="font-medium text-ink">{t('billing.billed', { plan: loaderData.planName, interval: loaderData.interval })}</dd>
				</div>
				<div className="flex justify-between gap-4 p-4">
					<dt className="text-slate-600">{t('dashboard.billing.email')}</dt>
					<dd className="font-medium break-all text-ink">{loaderData.email}</dd>
				</div>
				<div className="flex justify-between gap-4 p-4">
					<dt className="text-slate-600">{t('billing.testCheckout.due')}</dt>
					<dd className="text-lg font-bold text-ink">{loaderData.amount}</dd>
				</div>
			</dl>
			<Form method="post" className="mt-6">
				<SubmitButton name="intent" value="pay" pendingText={t('billing.testCheckout.paying')} size="large" className="w-full">
					{t('billing.testCheckout.pay', { amount: loaderData.amount })}
				</SubmitButton>
			</Form>
			<p className="mt-4 text-center text-sm">
				<Link to={localePath('/billing/cancel')} className="font-medium text-slate-700 underline">
					{t('billing.testCheckout.cancel')}
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = BillingError
