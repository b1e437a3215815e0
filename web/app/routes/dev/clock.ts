import { z } from 'zod'
import type { Route } from './+types/clock'
import { advanceClock, now, resetClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { requireDevelopmentRequest } from '#app/modules/request/dev-only.server.ts'

const move = z.union([
	z.object({ at: z.iso.datetime({ offset: true }) }),
	z.object({ advanceMs: z.number().int().min(-366 * 86_400_000).max(366 * 86_400_000) }),
	z.object({ reset: z.literal(true) }),
])

/** The browser tests' way to move the server's clock (APP_ENV=test only, on this machine), then run what became due. */
function requireTestServer(context: Route.LoaderArgs['context']) {
	requireDevelopmentRequest(context)
	if (getEnv().APP_ENV !== 'test') throw Response.json({ message: 'The clock moves only on a test server' }, { status: 404 })
}

export async function loader({ context }: Route.LoaderArgs) {
	requireTestServer(context)
	return Response.json({ now: now().toISOString() })
}

export async function action({ request, context }: Route.ActionArgs) {
	requireTestServer(context)
	const parsed = move.safeParse(await request.json().catch(() => null))
	if (!parsed.success) return Response.json({ message: 'Send {at}, {advanceMs} or {reset: true}' }, { status: 400 })
	const body = parsed.data
	if ('at' in body) setClock(body.at)
	else if ('advanceMs' in body) advanceClock(body.advanceMs)
	else resetClock()
	const ran = await runDueWork()
	return Response.json({ now: now().toISOString(), ran })
}
