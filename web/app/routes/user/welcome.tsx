import { Link, redirect } from 'react-router'
import type { Route } from './+types/welcome'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => pageMeta('Welcome', 'Your account is ready.')

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	// Only your own welcome page.
	if (String(user.id) !== params.id) throw redirect('/home')
	return { firstName: user.firstName, hasPlan: hasEntitlement(user.plan, 'listing') }
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">Welcome, {loaderData.firstName}!</h1>
			<p className="mt-3 text-slate-700">Your e-mail address is verified and you are signed in. Two steps to your listing:</p>
			<ol className="mt-6 space-y-4">
				<li className="rounded-xl border border-slate-200 p-4">
					<p className="font-semibold text-ink">1. Choose a plan</p>
					<p className="text-sm text-slate-600">{loaderData.hasPlan ? 'Done: your plan is active.' : 'Pick the listing plan that fits your practice.'}</p>
					{loaderData.hasPlan ? null : (
						<Link to="/services" className="mt-3 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
							See plans
						</Link>
					)}
				</li>
				<li className="rounded-xl border border-slate-200 p-4">
					<p className="font-semibold text-ink">2. Set up your profile</p>
					<p className="text-sm text-slate-600">Contact details, working hours, a summary and your education, so people near you can find you.</p>
				</li>
			</ol>
			<Link to="/home" className="mt-8 inline-block font-medium text-brand-800 underline">
				Go to the home page
			</Link>
		</>
	)
}
