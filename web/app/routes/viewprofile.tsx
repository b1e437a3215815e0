import { Link } from 'react-router'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import type { Route } from './+types/viewprofile'
import { AccountPage } from '#app/components/account-page.tsx'
import { BillingSection } from '#app/components/billing/billing-section.tsx'
import { billingSummary } from '#app/modules/billing/billing-summary.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Your profile', 'Your public profile.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	return { name: `${user.firstName} ${user.lastName}`, email: user.email, submitted: user.submitAt !== null, canSetUp: hasEntitlement(user.plan, 'listing'), billing: await billingSummary(user.id) }
}

export default function ViewProfile({ loaderData }: Route.ComponentProps) {
	return (
		<AccountPage title="Your profile">
			<p>
				{loaderData.name} · {loaderData.email}
			</p>
			{loaderData.submitted ? (
				<p>Your profile is submitted.</p>
			) : (
				<p>
					You have not submitted a profile yet.{' '}
					<Link className="font-medium text-brand-800 underline" to={loaderData.canSetUp ? '/setupprofile' : '/services'}>
						{loaderData.canSetUp ? 'Create your profile' : 'Choose a plan first'}
					</Link>
					.
				</p>
			)}
			<BillingSection billing={loaderData.billing} />
		</AccountPage>
	)
}
