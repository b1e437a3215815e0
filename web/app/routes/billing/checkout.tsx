import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/checkout'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { PlanFeatures } from '#app/components/billing/plan-features.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { requirePayments } from '#app/modules/billing/billing-routes.server.ts'
import { startCheckout } from '#app/modules/billing/checkout.server.ts'
import { paymentsMode, paymentsNotConfigured } from '#app/modules/billing/payments-mode.server.ts'
import { checkoutPath, parsePlanChoice, type PlanChoice } from '#app/modules/billing/plan-choice.ts'
import { featuresOf, yearlyCents } from '#app/modules/billing/plans.ts'
import { queryFields } from '#app/modules/request/query-fields.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { translator } from '#app/i18n/catalogue.server.ts'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { featureKeys, planTexts } from '#app/modules/billing/plan-texts.ts'
import { billingNamespaces } from '#app/modules/billing/billing-namespaces.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('billing.checkout.metaTitle'), t('billing.checkout.metaDescription')), { name: 'robots', content: 'noindex' }]
}

function choiceOrRefuse(input: unknown): PlanChoice {
	const parsed = parsePlanChoice(input)
	if (!parsed.ok) throw data(parsed.message, { status: 400 })
	return parsed.choice
}

/** Visitors sign up first and come back here, to the same choice. */
const signUpFirst = ({ plan, interval }: PlanChoice, request: Request) => {
	const locale = localeFromUrl(request.url)
	return redirect(`${localizePath('/user/signup', locale)}?redirectTo=${encodeURIComponent(localizePath(checkoutPath(plan, interval), locale))}`)
}

export async function loader({ request }: Route.LoaderArgs) {
	const choice = choiceOrRefuse(queryFields(new URL(request.url).searchParams))
	const { current } = await getCurrentUser(request)
	if (!current) throw signUpFirst(choice, request)
	requirePayments()
	const { plan, interval } = choice
	const t = requestTranslator(request)
	const texts = planTexts(plan, t)
	return {
		// Every feature the plan includes, its own and the plans' below (the pricing page's words).
		plan: { key: plan.key, name: texts.name, summary: texts.summary, features: featuresOf(plan).map((feature) => (featureKeys[feature.label] ? t(featureKeys[feature.label]!) : feature.label)) },
		interval,
		price: interval === 'year' ? `${formatPrice(yearlyCents(plan))}${t('pricing.perYear')}` : `${formatPrice(plan.monthlyCents)}${t('pricing.perMonth')}`,
		testMode: paymentsMode() === 'test',
		email: current.user.email,
		i18n: pageI18n(request, billingNamespaces),
	}
}

/**
 * The pricing page's Choose button posts here from either language (its form names one address, so the
 * shared button ships no language logic: /services is held to its byte budget). A post from a Spanish page
 * checks out in Spanish: the page that posted is the Referer, which the site's referrer policy keeps for
 * its own requests.
 */
function checkoutLocale(request: Request) {
	const own = localeFromUrl(request.url)
	const referer = request.headers.get('referer')
	if (own === 'es' || !referer) return own
	const from = URL.canParse(referer) ? new URL(referer) : null
	return from && from.origin === new URL(request.url).origin ? localeFromUrl(from) : own
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readForm(request)
	const choice = choiceOrRefuse({ plan: form.get('plan'), interval: form.get('interval') })
	const { current } = await getCurrentUser(request)
	if (!current) throw signUpFirst(choice, request)
	const t = translator(checkoutLocale(request))
	const result = await startCheckout(current.user, choice, t.locale)
	if (result.status === 'unavailable') throw data(paymentsNotConfigured, { status: 503 })
	if (result.status === 'subscribed') {
		return redirectWithToast(localizePath('/viewprofile', t.locale), { type: 'info', description: t('billing.checkout.alreadySubscribed') })
	}
	return redirect(result.url)
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
	const { plan, interval, price } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
			<p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('billing.checkout.step')}</p>
			<h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{t('billing.checkout.title', { plan: plan.name })}</h1>
			<div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 className="text-xl font-semibold text-ink">
						{t('billing.billed', { plan: plan.name, interval })}
					</h2>
					<p className="text-2xl font-bold text-ink">{price}</p>
				</div>
				{interval === 'year' ? <p className="mt-1 text-sm font-medium text-brand-800">{t('billing.checkout.yearSaving')}</p> : null}
				<p className="mt-3 text-slate-600">{plan.summary}</p>
				<PlanFeatures features={plan.features} className="mt-5" />
				<p className="mt-6 text-sm text-slate-600">
					{t.rich('billing.checkout.receipts', { email: loaderData.email, strong: (chunks) => <strong className="font-medium text-slate-800">{chunks}</strong> })}
				</p>
				<Form method="post" className="mt-6">
					<input type="hidden" name="plan" value={plan.key} />
					<input type="hidden" name="interval" value={interval} />
					<SubmitButton pendingText={t('billing.checkout.opening')} size="large" className="w-full">
						{t('billing.checkout.continue')}
					</SubmitButton>
				</Form>
				{loaderData.testMode ? <p className="mt-3 text-center text-sm text-amber-800">{t('billing.testModeNote')}</p> : null}
			</div>
			<p className="mt-6 text-center text-sm text-slate-600">
				<Link to={localePath(`/services?interval=${interval}`)} className="font-medium text-brand-800 underline">
					{t('billing.checkout.another')}
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = BillingError
