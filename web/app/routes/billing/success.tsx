import { useEffect, useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/success'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { checkoutNotFound, checkoutSessionIdOf, requirePayments } from '#app/modules/billing/billing-routes.server.ts'
import { checkoutProgress } from '#app/modules/billing/checkout.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { billingNamespaces } from '#app/modules/billing/billing-namespaces.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('billing.success.metaTitle'), t('billing.success.metaDescription')), { name: 'robots', content: 'noindex' }]
}

/** The webhook sets the plan; this page asks again every 2 s for up to a minute. */
const pollEveryMs = 2000
const pollForMs = 60_000

export async function loader({ request }: Route.LoaderArgs) {
	requirePayments()
	const { user } = await requireUser(request)
	const progress = await checkoutProgress(user.id, checkoutSessionIdOf(request))
	if (!progress) throw checkoutNotFound()
	const t = requestTranslator(request)
	return { state: progress.state, planName: planName(progress.plan, t), interval: progress.interval, contactEmail: getEnv().CONTACT_EMAIL, i18n: pageI18n(request, billingNamespaces) }
}

function useActivationPolling(active: boolean) {
	const revalidator = useRevalidator()
	// The latest revalidator, read by a timer that lives as long as the page waits.
	const latest = useRef(revalidator)
	latest.current = revalidator
	const [timedOut, setTimedOut] = useState(false)
	useEffect(() => {
		if (active || timedOut) return
		const startedAt = Date.now()
		const timer = setInterval(() => {
			if (Date.now() - startedAt >= pollForMs) setTimedOut(true)
			else if (latest.current.state === 'idle') void latest.current.revalidate()
		}, pollEveryMs)
		return () => clearInterval(timer)
	}, [active, timedOut])
	return timedOut
}

/** True once the page runs in the browser: only then can it say it updates by itself (first render matches the server's). */
function useHydrated() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated
}

export default function BillingSuccess({ loaderData }: Route.ComponentProps) {
	const active = loaderData.state === 'active'
	const timedOut = useActivationPolling(active)
	const hydrated = useHydrated()
	const t = useT()
	const localePath = useLocalePath()
	const plan = t('billing.success.planInterval', { plan: loaderData.planName, interval: loaderData.interval })
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
			{active ? (
				<>
					<p aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-800">
						✓
					</p>
					<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">{t('billing.success.active', { plan: loaderData.planName })}</h1>
					<p className="mt-3 text-slate-700">{t('billing.success.thanks')}</p>
					<div className="mt-8 flex flex-wrap justify-center gap-3">
						<Link to={localePath('/setupprofile')} className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
							{t('dashboard.setup.title')}
						</Link>
						<Link to={localePath('/viewprofile')} className="rounded-lg px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
							{t('billing.success.details')}
						</Link>
					</div>
				</>
			) : timedOut ? (
				<>
					<h1 className="text-3xl font-bold tracking-tight text-ink">{t('billing.success.stillTitle')}</h1>
					<p className="mt-3 text-slate-700">{t('billing.success.stillText', { plan })}</p>
					<ul className="mx-auto mt-6 max-w-md list-disc space-y-2 pl-5 text-left text-slate-700">
						<li>{t('billing.success.reload')}</li>
						<li>{t('billing.success.writeUs', { email: loaderData.contactEmail })}</li>
					</ul>
					<a href="" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
						{t('billing.success.checkAgain')}
					</a>
				</>
			) : (
				<div role="status" aria-live="polite">
					<span
						aria-hidden="true"
						className="mx-auto block size-12 rounded-full border-4 border-brand-200 border-t-brand-700"
						style={{ animation: 'spin 0.9s linear infinite' }}
					/>
					<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">{t('billing.success.activating')}</h1>
					<p className="mt-3 text-slate-700">{t('billing.success.received', { plan })}</p>
					{hydrated ? (
						<p className="mt-2 text-slate-700">{t('billing.success.updates')}</p>
					) : (
						<p className="mt-4 text-slate-700">
							{t('billing.success.reloadSoon')}{' '}
							<a href="" className="font-medium text-brand-800 underline">
								{t('billing.success.checkAgain')}
							</a>
						</p>
					)}
				</div>
			)}
		</div>
	)
}

export const ErrorBoundary = BillingError
