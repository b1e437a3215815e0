import http from 'node:http'
import { e2ePorts } from '../ports.ts'
import { expect, test } from '../fixtures.ts'
import { demo, signIn } from '../support/accounts.ts'

const web = `http://127.0.0.1:${e2ePorts.web}`

/** A raw POST, so the test controls framing (chunked, no length) the way a hostile client would. */
function rawPost(path: string, headers: Record<string, string>, chunks: Buffer[]): Promise<number> {
	return new Promise((resolve, reject) => {
		const request = http.request(`${web}${path}`, { method: 'POST', headers }, (response) => {
			response.resume()
			resolve(response.statusCode ?? 0)
		})
		request.on('error', (error) => {
			// The server may close the connection once it has answered 413.
			if ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET') return
			reject(error)
		})
		const write = (index: number) => {
			if (index >= chunks.length || request.destroyed) return request.end()
			if (request.write(chunks[index]!)) write(index + 1)
			else request.once('drain', () => write(index + 1))
		}
		write(0)
	})
}

test('a streamed 20 MB body is cut off with 413 before it is read whole', async () => {
	const chunk = Buffer.alloc(1024 * 1024, 'a')
	const chunks = Array.from({ length: 20 }, () => chunk)
	expect(await rawPost('/api/user/login', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, chunks)).toBe(413)
	expect(await rawPost('/user/signin', { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }, chunks)).toBe(413)
	expect(await rawPost('/user/signup', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) }, [])).toBe(413)
	// The server is still there.
	expect((await fetch(`${web}/home`)).status).toBe(200)
})

test('sign-out refuses a cross-site post and keeps the session', async ({ page }) => {
	await signIn(page, demo.noPlan)
	const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
	const forged = await fetch(`${web}/user/signout`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: '' })
	expect(forged.status).toBe(403)
	await page.goto('/viewprofile')
	await expect(page).toHaveURL(/\/viewprofile$/)
	const own = await fetch(`${web}/user/signout`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: web, 'content-type': 'application/x-www-form-urlencoded' }, body: '' })
	expect(own.status).toBe(302)
})

test('a page action and Manage billing refuse a cross-site post, also one without Origin; the redirect check judges what it sends', async ({ page }) => {
	await signIn(page, demo.noPlan)
	const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
	const post = (path: string, headers: Record<string, string>, body = '') =>
		fetch(`${web}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })
	expect((await post('/viewprofile/edit', { 'sec-fetch-site': 'cross-site' }, 'intent=save')).status).toBe(403)
	expect((await post('/billing/portal', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
	expect((await post('/billing/portal', { origin: 'http://evil.example' })).status).toBe(403)
	expect((await post('/billing/portal', { origin: web, 'sec-fetch-site': 'same-origin' })).status).toBe(302)

	const signin = await fetch(`${web}/user/signin`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ email: demo.noPlan.email, password: demo.noPlan.password, company_website: '', redirectTo: '/.//evil.example' }),
	})
	expect(signin.status).toBe(302)
	expect(signin.headers.get('location')).toBe('/home')
})

test('the outbox answers only requests made on this machine', async ({ request }) => {
	expect((await request.get('/dev/outbox.json')).status()).toBe(200)
	expect((await request.get('/dev/outbox.json', { headers: { 'x-forwarded-for': '203.0.113.7' } })).status()).toBe(404)
})

test('a body the route never read does not break the next request on the same connection', async () => {
	// A guard answers a visitor's post at once; the 300 KB the browser is still sending must not
	// be taken for the start of its next request on that keep-alive connection.
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
	const send = (method: string, path: string, body = '') =>
		new Promise<number>((resolve, reject) => {
			const headers = { origin: web, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }
			const request = http.request(`${web}${path}`, { method, agent, headers }, (response) => {
				response.resume()
				response.on('end', () => resolve(response.statusCode ?? 0))
			})
			request.on('error', reject)
			request.end(body)
		})
	try {
		for (let round = 0; round < 3; round++) {
			expect(await send('POST', '/articleeditor/new', `title=${'x'.repeat(300_000)}`)).toBe(302)
			expect(await send('GET', '/healthz')).toBe(200)
		}
	} finally {
		agent.destroy()
	}
})
