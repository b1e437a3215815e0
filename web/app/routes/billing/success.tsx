import { useEffect, useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/success'
import { BillingError } from '#app/components/billing/billing-error.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { checkoutNotFound, checkoutSessionIdOf, requirePayments } from '#app/modules/billing/billing-routes.server.ts'
import { checkoutProgress } from '#app/modules/billing/checkout.server.ts'
import { intervalLabel } from '#app/modules/billing/plan-choice.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Activating your plan', 'Your payment is being confirmed.'), { name: 'robots', content: 'noindex' }]

/** The webhook sets the plan; this page asks again every 2 s for up to a minute. */
const pollEveryMs = 2000
const pollForMs = 60_000

export async function loader({ request }: Route.LoaderArgs) {
	requirePayments()
	const { user } = await requireUser(request)
	const progress = await checkoutProgress(user.id, checkoutSessionIdOf(request))
	if (!progress) throw checkoutNotFound()
	return { state: progress.state, planName: progress.plan.name, interval: progress.interval, contactEmail: getEnv().CONTACT_EMAIL }
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
	const plan = `${loaderData.planName} (${intervalLabel(loaderData.interval)})`
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
			{active ? (
				<>
					<p aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-800">
						✓
					</p>
					<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Your {loaderData.planName} plan is active</h1>
					<p className="mt-3 text-slate-700">Thank you! Next, set up your profile so people near you can find you.</p>
					<div className="mt-8 flex flex-wrap justify-center gap-3">
						<Link to="/setupprofile" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
							Set up your profile
						</Link>
						<Link to="/viewprofile" className="rounded-lg px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
							See billing details
						</Link>
					</div>
				</>
			) : timedOut ? (
				<>
					<h1 className="text-3xl font-bold tracking-tight text-ink">Your payment is still being confirmed</h1>
					<p className="mt-3 text-slate-700">
						Stripe has not yet confirmed your {plan} plan. This usually takes seconds; sometimes a few minutes. You do not need to pay again.
					</p>
					<ul className="mx-auto mt-6 max-w-md list-disc space-y-2 pl-5 text-left text-slate-700">
						<li>Reload this page in a few minutes, or check the Billing section of your profile.</li>
						<li>If your plan is still not active in an hour, write to {loaderData.contactEmail} with the e-mail you paid with.</li>
					</ul>
					<a href="" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
						Check again
					</a>
				</>
			) : (
				<div role="status" aria-live="polite">
					<span
						aria-hidden="true"
						className="mx-auto block size-12 rounded-full border-4 border-brand-200 border-t-brand-700"
						style={{ animation: 'spin 0.9s linear infinite' }}
					/>
					<h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Activating your plan…</h1>
					<p className="mt-3 text-slate-700">Payment received. We are waiting for Stripe to confirm your {plan} plan; this usually takes a few seconds.</p>
					{hydrated ? (
						<p className="mt-2 text-slate-700">This page updates by itself.</p>
					) : (
						<p className="mt-4 text-slate-700">
							Reload the page in a few seconds to see your plan:{' '}
							<a href="" className="font-medium text-brand-800 underline">
								Check again
							</a>
						</p>
					)}
				</div>
			)}
		</div>
	)
}

export const ErrorBoundary = BillingError
