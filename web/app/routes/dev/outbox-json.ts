import { data } from 'react-router'
import type { Route } from './+types/outbox-json'
import { isProduction } from '#app/modules/config/env.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'

/** The outbox as JSON, newest first: what the browser tests read sent mail from. */
export async function loader({ request }: Route.LoaderArgs) {
	if (isProduction()) throw data('Not found', { status: 404 })
	const to = new URL(request.url).searchParams.get('to') ?? undefined
	return Response.json(await listOutbox(to))
}
