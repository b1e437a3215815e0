/** Liveness: the process answers. Nothing else is checked, so a slow database never gets it restarted. */
export function loader() {
	return Response.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'cache-control': 'no-store' } })
}
