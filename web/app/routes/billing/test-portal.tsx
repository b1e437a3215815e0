import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/test-portal'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { requireTestPayments } from '#app/modules/billing/billing-routes.server.ts'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { billingIntervals, planChoiceSchema } from '#app/modules/billing/plan-choice.ts'
import { findPlan, findPlanByKey, plans, yearlyCents } from '#app/modules/billing/plans.ts'
import { changeableSubscription, changeTestSubscription } from '#app/modules/billing/test-portal.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { billingNamespaces } from '#app/modules/billing/billing-namespaces.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('billing.testPortal.title'), t('billing.testPortal.metaDescription')), { name: 'robots', content: 'noindex' }]
}

const changeSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('switch'), choice: z.string().transform((value) => value.split(':')).pipe(z.tuple([planChoiceSchema.shape.plan, planChoiceSchema.shape.interval])) }),
	z.object({ intent: z.literal('cancel-at-period-end') }),
	z.object({ intent: z.literal('resume') }),
	z.object({ intent: z.literal('cancel-now') }),
], { error: 'Unknown billing change' })

const noSubscription = (t: Translate) => redirectWithToast(localizePath('/viewprofile', t.locale), { type: 'info', description: t('billing.testPortal.noSubscription') })

export async function loader({ request }: Route.LoaderArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const t = requestTranslator(request)
	const subscription = await changeableSubscription(user.id)
	if (!subscription) throw await noSubscription(t)
	const summary = await billingSummary(user.id, undefined, t.locale)
	const options = plans.flatMap((plan) =>
		billingIntervals
			.filter((interval) => plan.id !== subscription.plan || interval !== subscription.interval)
			.map((interval) => ({
				value: `${plan.key}:${interval}`,
				label: t('billing.testPortal.option', { plan: planName(plan, t), interval, price: formatPrice(interval === 'year' ? yearlyCents(plan) : plan.monthlyCents) }),
			})),
	)
	const current = findPlan(subscription.plan)
	return { summary, options, cancelScheduled: subscription.cancelAtPeriodEnd, currentPlan: current ? planName(current, t) : '', i18n: pageI18n(request, billingNamespaces) }
}

export async function action({ request }: Route.ActionArgs) {
	requireTestPayments()
	const { user } = await requireUser(request)
	const t = requestTranslator(request)
	const form = await readForm(request)
	const parsed = changeSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) throw data(t('billing.testPortal.unknownChange'), { status: 400 })
	const change = parsed.data
	const outcome = await changeTestSubscription(
		user,
		change.intent === 'switch' ? { action: 'switch', plan: findPlanByKey(change.choice[0])!, interval: change.choice[1] } : { action: change.intent },
	)
	if (outcome === 'no-subscription') return noSubscription(t)
	const descriptions = {
		switch: t('billing.testPortal.switched'),
		'cancel-at-period-end': t('billing.testPortal.cancelAtEnd'),
		resume: t('billing.testPortal.resumed'),
		'cancel-now': t('billing.testPortal.canceled'),
	} as const
	return redirectWithToast(localizePath('/viewprofile', t.locale), { type: 'success', description: t('billing.testPortal.done', { what: descriptions[change.intent] }) })
}

export default function TestPortal({ loaderData }: Route.ComponentProps) {
	const { summary } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
			<p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">
				{t('billing.testModeBanner')}
			</p>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">{t('billing.testPortal.title')}</h1>
			<p className="mt-2 text-slate-600">{t('billing.testPortal.intro')}</p>
			{summary.subscription ? (
				<p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
					{t.rich('billing.testPortal.current', { plan: summary.subscription.planName, interval: summary.subscription.interval, status: summary.subscription.status, strong: (chunks) => <strong>{chunks}</strong> })}
					{summary.subscription.date ? ` · ${summary.subscription.dateLabel} ${summary.subscription.date}` : ''}
				</p>
			) : null}

			<section className="mt-8" aria-labelledby="change-plan">
				<h2 id="change-plan" className="text-lg font-semibold text-ink">
					{t('billing.testPortal.change')}
				</h2>
				<Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
					<div className="flex-1">
						<label htmlFor="choice" className="block text-sm font-medium text-slate-800">
							{t('billing.testPortal.newPlan')}
						</label>
						<select id="choice" name="choice" className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900">
							{loaderData.options.map((option) => (
								<option key={option.value} value={option.value}>
									{option.label}
								</option>
							))}
						</select>
					</div>
					<SubmitButton name="intent" value="switch" pendingText={t('billing.testPortal.changing')}>
						{t('billing.testPortal.change')}
					</SubmitButton>
				</Form>
			</section>

			<section className="mt-8" aria-labelledby="cancel">
				<h2 id="cancel" className="text-lg font-semibold text-ink">
					{t('dashboard.cancel')}
				</h2>
				<Form method="post" className="mt-3 flex flex-wrap gap-3">
					{loaderData.cancelScheduled ? (
						<SubmitButton name="intent" value="resume" variant="secondary" pendingText={t('dashboard.saving')}>
							{t('billing.testPortal.keep')}
						</SubmitButton>
					) : (
						<SubmitButton name="intent" value="cancel-at-period-end" variant="secondary" pendingText={t('dashboard.saving')}>
							{t('billing.testPortal.cancelEnd')}
						</SubmitButton>
					)}
					<SubmitButton name="intent" value="cancel-now" variant="danger" pendingText={t('billing.testPortal.canceling')}>
						{t('billing.testPortal.cancelNow')}
					</SubmitButton>
				</Form>
			</section>
			<p className="mt-10 text-sm">
				<Link to={localePath('/viewprofile')} className="font-medium text-brand-800 underline">
					{t('billing.testPortal.back')}
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = BillingError
