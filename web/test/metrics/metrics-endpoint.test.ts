import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test } from 'vitest'
import { enqueueJob } from '#app/modules/jobs/job-queue.server.ts'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { metrics } from '#app/modules/metrics/metrics.server.ts'
import { metricsText } from '#app/modules/metrics/metrics-text.server.ts'
import type { RouteLabel } from '#app/modules/metrics/route-pattern.ts'
import { metricsEndpoint, requestMetrics } from '../../server/metrics.ts'

// Issue 44 point 7: GET /metrics in Prometheus' text format, only for the holder of
// METRICS_TOKEN (unset: the path is an ordinary 404), with request durations labelled
// by route pattern and status class, never by URL. The production server wires these
// two handlers as below (web/server.ts); the browser suite checks the real server.
const token = 'metrics-token-for-tests-0123456789'
let close: (() => void) | undefined
afterEach(() => close?.())

async function serve(metricsToken: string | undefined) {
	const app = express()
	app.use(requestMetrics(metrics))
	app.get('/metrics', metricsEndpoint({ token: metricsToken, text: metricsText }))
	// What React Router's root middleware does for a matched route: it names the pattern.
	app.get('/viewdoctorprofile/:id', (_req, res) => {
		;(res.locals.routeLabel as RouteLabel).pattern = '/viewdoctorprofile/:id'
		res.status(Number(_req.query.status ?? 200)).send('a profile')
	})
	app.use((_req, res) => void res.status(404).send('Page not found'))
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	close = () => server.close()
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('without METRICS_TOKEN, /metrics is the site’s ordinary not-found page', async () => {
	const base = await serve(undefined)
	const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
	expect(answer.status).toBe(404)
	expect(await answer.text()).toBe('Page not found')
})

test('a missing or wrong token is a 401; a token shorter than 16 characters is refused at start', async () => {
	const base = await serve(token)
	for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcd', token, `Basic ${token}`]) {
		const answer = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} })
		expect(answer.status, String(authorization)).toBe(401)
		expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
		expect(await answer.text()).not.toContain('http_request_duration_seconds')
	}
	expect(() => metricsEndpoint({ token: 'short', text: metricsText })).toThrow('at least 16 characters')
})

test('the right token gets the text format: requests by pattern and status class (never the URL), the queue, the process', async () => {
	const base = await serve(token)
	await fetch(`${base}/viewdoctorprofile/4242`)
	await fetch(`${base}/viewdoctorprofile/4243?status=503`)
	setClock('2026-12-01T15:00:00Z')
	await enqueueJob('newsletter-code', { email: 'waiting@example.com' })
	advanceClock(90_000)

	const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
	expect(answer.status).toBe(200)
	expect(answer.headers.get('content-type')).toContain('text/plain')
	expect(answer.headers.get('cache-control')).toBe('no-store')
	const text = await answer.text()
	expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/viewdoctorprofile\/:id",status_class="2xx"\} 1$/m)
	expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/viewdoctorprofile\/:id",status_class="5xx"\} 1$/m)
	expect(text).not.toContain('4242')
	expect(text).toMatch(/^job_queue_depth 1$/m)
	expect(text).toMatch(/^job_queue_oldest_waiting_seconds 90$/m)
	expect(text).toMatch(/^process_cpu_user_seconds_total \d/m)
	for (const name of ['mails_total', 'bookings_total', 'webhook_events_total', 'directory_query_duration_seconds', 'job_runs_total']) expect(text).toContain(`# TYPE ${name}`)
})
