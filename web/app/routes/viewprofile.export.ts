import { data } from 'react-router'
import type { Route } from './+types/viewprofile.export'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { dataExport, exportFileName } from '#app/modules/privacy/data-export.server.ts'

/** "Download my data" (issue 48 point 3): a GET the dashboard links to, answered as a JSON file, never cached. */
export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	const exported = await dataExport(user.id)
	if (!exported) throw data('The account no longer exists.', { status: 404 })
	return new Response(JSON.stringify(exported, null, 2), {
		headers: {
			'content-type': 'application/json; charset=utf-8',
			'content-disposition': `attachment; filename="${exportFileName()}"`,
			'cache-control': 'no-store',
		},
	})
}
