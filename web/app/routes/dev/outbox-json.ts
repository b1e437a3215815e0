import type { Route } from './+types/outbox-json'
import { requireDevelopmentRequest } from '#app/modules/request/dev-only.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'

/** The outbox as JSON, newest first: what the browser tests read sent mail from. */
export async function loader({ request, context }: Route.LoaderArgs) {
	requireDevelopmentRequest(context)
	const to = new URL(request.url).searchParams.get('to') ?? undefined
	return Response.json(await listOutbox(to))
}
