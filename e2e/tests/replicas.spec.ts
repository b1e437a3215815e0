import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { demo } from '../support/accounts.ts'
import { cmsAdmin, collection, findEntry } from '../support/cms-admin.ts'
import { startReplicas, type Replicas } from '../support/replicas.ts'
import { needService } from '../support/services.ts'
import { missingService, postgresTestUrl, redisTestUrl } from '../../scripts/lib/test-services.ts'
import { e2eWebhookSecret } from '../ports.ts'

// Issue 15: several web processes share one database (and Redis when set);
// nothing a user notices may differ between them.

const aiArticle = 'api::ai-article.ai-article'
const postgresMissing = await missingService('postgres')
const redisMissing = await missingService('redis')

async function headingOf(request: APIRequestContext, url: string) {
	const html = await (await request.get(url)).text()
	return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]
}

for (const store of ['postgres', 'redis'] as const) {
	test.describe(`two web processes on one PostgreSQL${store === 'redis' ? ' with REDIS_URL' : ''}`, () => {
		test.describe.configure({ timeout: 120_000 })
		let replicas: Replicas

		test.beforeAll(async ({}, testInfo) => {
			needService(testInfo, postgresMissing ?? (store === 'redis' ? redisMissing : null))
			test.setTimeout(120_000)
			replicas = await startReplicas(postgresTestUrl, store === 'redis' ? { redis: redisTestUrl } : {})
		})
		test.afterAll(async () => {
			await replicas?.stop()
		})

		test('the sign-in limit counts attempts on both: the 11th is refused', async ({ request }) => {
			const email = `limit.${store}.${Date.now()}@example.com`
			// A client address of its own: the other tests' sign-ins do not count here.
			const headers = { 'x-forwarded-for': store === 'redis' ? '203.0.113.12' : '203.0.113.11' }
			const statuses: number[] = []
			for (let attempt = 0; attempt < 11; attempt++) {
				const server = replicas.urls[attempt % 2]
				const answer = await request.post(`${server}/api/user/login`, { headers, data: { email, password: 'wrong-password' } })
				statuses.push(answer.status())
			}
			expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
			expect(statuses[10]).toBe(429)
		})

		test('a session made on one process works on the other', async ({ request, page }) => {
			const login = await request.post(`${replicas.urls[0]}/api/user/login`, { data: demo.withPlan })
			expect(login.status()).toBe(200)
			const { token } = (await login.json()) as { token: string }
			const other = await request.post(`${replicas.urls[1]}/api/user/logout`, { headers: { authorization: `Bearer ${token}` }, data: {} })
			expect(other.status()).toBe(200)

			// A browser session: signed in through one, the other knows the cookie.
			await page.goto(`${replicas.urls[0]}/user/signin`)
			await page.getByLabel('E-mail').fill(demo.withPlan.email)
			await page.getByLabel('Password').fill(demo.withPlan.password)
			await page.getByRole('button', { name: 'Sign in' }).click()
			await expect(page).not.toHaveURL(/\/user\/signin/)
			const answer = await page.goto(`${replicas.urls[1]}/user/signin`)
			// Signed in already: the sign-in page sends the user on.
			expect(answer?.url()).not.toMatch(/\/user\/signin/)
		})

		test('a content change announced to one process shows on both within a second', async ({ request }) => {
			const editor = await cmsAdmin(request)
			const list = await editor.get<{ results: { public_id: number; documentId: string }[] }>(`${collection(aiArticle)}?page=1&pageSize=10&sort=public_id:DESC`)
			const entry = await findEntry(editor, aiArticle, 'public_id', list.results[0]!.public_id)
			const page = `/ai-singlepost/:${entry.public_id}`
			// Both processes have the article cached (for ten minutes).
			for (const server of replicas.urls) expect(await headingOf(request, server + page)).toBeTruthy()

			const title = `Replica check ${store} ${Date.now()}`
			expect((await editor.send('PUT', `${collection(aiArticle)}/${entry.documentId}`, { title })).status).toBe(200)
			expect((await editor.send('POST', `${collection(aiArticle)}/${entry.documentId}/actions/publish`)).status).toBe(200)
			// Strapi's webhook reaches one process (the e2e server); here it is sent to the first replica.
			const hook = await request.post(`${replicas.urls[0]}/webhooks/cms`, {
				headers: { 'x-webhook-secret': e2eWebhookSecret },
				data: { event: 'entry.publish', model: 'ai-article' },
			})
			expect(hook.status()).toBe(204)
			for (const server of replicas.urls) {
				await expect.poll(() => headingOf(request, server + page), { timeout: 1000, intervals: [100] }).toBe(title)
			}
		})
	})
}
