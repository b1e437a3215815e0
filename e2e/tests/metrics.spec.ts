import { expect, test } from '../fixtures.ts'
import { e2eMetricsToken } from '../ports.ts'

// Issue 44 point 7, on the production server: React Router names the route that
// answered (its pattern, never the URL), the app counts its mails, and only the
// holder of METRICS_TOKEN reads them.
const withToken = { authorization: `Bearer ${e2eMetricsToken}` }

test('/metrics: 401 without the token; with it, pages and the API by route pattern, and the mail a request queued', async ({ request }) => {
	expect((await request.get('/metrics')).status()).toBe(401)
	expect((await request.get('/metrics', { headers: { authorization: 'Bearer not-the-token-0123456789' } })).status()).toBe(401)

	const search = await request.post('/api/dietitians/search', { data: { searchZipCode: '10001' } })
	expect(search.status()).toBe(200)
	const [first] = ((await search.json()) as { data: { id: number }[] }).data
	expect((await request.get(`/viewdoctorprofile/${first!.id}`)).status()).toBe(200)
	expect((await request.get('/no-such-page-for-metrics')).status()).toBe(404)
	const email = `metrics-${Date.now()}@example.com`
	expect((await request.post('/api/user/send-subscribe-verify-code', { data: { email } })).status()).toBe(200)

	await expect
		.poll(async () => {
			const text = await (await request.get('/metrics', { headers: withToken })).text()
			return {
				profile: /^http_request_duration_seconds_count\{method="GET",route="\/viewdoctorprofile\/:id",status_class="2xx"\} \d+$/m.test(text),
				api: /^http_request_duration_seconds_count\{method="POST",route="\/api\/dietitians\/search",status_class="2xx"\} \d+$/m.test(text),
				notFound: /^http_request_duration_seconds_count\{method="GET",route="\/\*",status_class="4xx"\} \d+$/m.test(text),
				noUrl: !text.includes(`/viewdoctorprofile/${first!.id}"`),
				mail: /^mails_total\{kind="newsletter-code",outcome="sent"\} \d+$/m.test(text),
				queue: /^job_queue_depth \d+$/m.test(text),
				searchQuery: /^directory_query_duration_seconds_count\{query="search"\} \d+$/m.test(text),
			}
		})
		.toEqual({ profile: true, api: true, notFound: true, noUrl: true, mail: true, queue: true, searchQuery: true })
})
