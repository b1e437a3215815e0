import type { Route } from './+types/subscribers-csv'
import { parseSubscribersQuery, subscribersCsv } from '#app/modules/admin/subscribers-list.server.ts'
import { requireAdmin } from '#app/modules/auth/current-user.server.ts'

/** The subscribers as the list page filters them, as a streamed CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const query = parseSubscribersQuery(new URL(request.url).searchParams)
	const day = new Date().toISOString().slice(0, 10)
	return new Response(subscribersCsv(query), {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
			'cache-control': 'private, no-store',
		},
	})
}
