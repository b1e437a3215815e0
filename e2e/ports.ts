/**
 * The browser tests run on `e2eWorkers` Playwright workers, each against a stack of its own (web
 * server, Strapi, database), so no test waits on another's rate limits, caches or clock. Stack i
 * listens on E2E_WEB_PORT + i and E2E_CMS_PORT + i: fixed ports, away from `npm start`'s 3000 and
 * 1337, that the runner (which starts every stack) and each worker (which uses its own) compute alike.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1)

export function stackPorts(index: number) {
	return {
		web: Number(process.env.E2E_WEB_PORT ?? 3101) + index,
		cms: Number(process.env.E2E_CMS_PORT ?? 1438) + index,
	}
}

/** Which stack this process uses: its worker's (Playwright numbers them 0…workers−1, a restarted worker keeps its number). */
export const stackIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export const e2ePorts = stackPorts(stackIndex)

/** The process id of this worker's Strapi, for the tests that pause it (SIGSTOP) to play an outage. */
export function cmsPid(): number {
	const pid = Number(process.env[`E2E_CMS_PID_${stackIndex}`])
	if (!pid) throw new Error(`E2E_CMS_PID_${stackIndex} is not set by the global set-up`)
	return pid
}

export const e2eStrapiToken = 'e2e-web-app-token-0123456789abcdef'
export const e2eWebhookSecret = 'e2e-webhook-secret-0123456789'
export const e2ePreviewSecret = 'e2e-preview-secret-0123456789abcdef0123'
export const e2eMetricsToken = 'e2e-metrics-token-0123456789abcdef'

/** The CMS accounts the browser tests start Strapi with: a super admin and an editor (Editor role). */
export const e2eCmsAccounts = {
	superAdmin: { email: 'cms-admin@americandietitian.example', password: 'Cms-admin-e2e-2026' },
	editor: { email: 'editor@americandietitian.example', password: 'Cms-editor-e2e-2026' },
}
