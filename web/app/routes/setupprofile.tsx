import type { Route } from './+types/setupprofile'
import { AccountPage } from '#app/components/account-page.tsx'
import { requirePlan } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Set up your profile', 'Create or edit your public profile.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requirePlan(request)
	return { firstName: user.firstName, submitted: user.submitAt !== null }
}

export default function SetupProfile({ loaderData }: Route.ComponentProps) {
	return (
		<AccountPage title={loaderData.submitted ? 'Edit your profile' : 'Set up your profile'}>
			<p>Hi {loaderData.firstName}, your plan is active.</p>
			<p>Step 1: contact, office and title. Step 2: about you, working time, photo and education. Then submit.</p>
		</AccountPage>
	)
}
