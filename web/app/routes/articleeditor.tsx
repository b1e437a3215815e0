import type { Route } from './+types/articleeditor'
import { AccountPage } from '#app/components/account-page.tsx'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Articles', 'Write and manage articles.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	return { isAdmin: user.manageRole === 'admin' }
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
	return (
		<AccountPage title={loaderData.isAdmin ? 'Manage articles' : 'Your articles'}>
			<p>Editors can write and publish articles in the CMS admin.</p>
		</AccountPage>
	)
}
