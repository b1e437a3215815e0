import { readiness } from '#app/modules/health/readiness.server.ts'

/** Readiness for the load balancer: 200 when this process can serve, 503 with the reason otherwise. */
export async function loader() {
	const { ready, body } = await readiness()
	return Response.json(body, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
