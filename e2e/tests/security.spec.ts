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

test('the outbox answers only requests made on this machine', async ({ request }) => {
	expect((await request.get('/dev/outbox.json')).status()).toBe(200)
	expect((await request.get('/dev/outbox.json', { headers: { 'x-forwarded-for': '203.0.113.7' } })).status()).toBe(404)
})

// Every form action and a few API calls, with bodies a fuzzer would send: none may answer 5xx.
const formPaths = ['/user/signin', '/user/signup', '/user/forgotpassword', '/user/verify', '/user/verify/token', '/articleeditor/new', '/articleeditor/1', '/user/signout']
const apiPaths = ['/api/user/login', '/api/user/register', '/api/user/send-verify-code', '/api/user/check-verify-code', '/api/user/change-password', '/api/user/token-verification', '/api/ai_articles/search']

const bodies: { type: string | null; body: string | Buffer }[] = [
	{ type: 'application/json', body: '{"email":"a@b.example","password":"x"}' },
	{ type: 'application/json', body: '{"email":' },
	{ type: 'application/json', body: '[1,2,3]' },
	{ type: 'application/json', body: '{"email":["a","b"],"password":{"$gt":""}}' },
	{ type: 'application/xml', body: '<a>b</a>' },
	{ type: 'text/plain', body: 'email=a' },
	{ type: null, body: 'email=a' },
	{ type: 'multipart/form-data', body: 'abc' },
	{ type: 'multipart/form-data; boundary=XX', body: '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc' },
	{ type: 'multipart/form-data; boundary=XX', body: '--XX--' },
	{ type: 'application/x-www-form-urlencoded', body: 'email=%E0%A4%A&password=%' },
	{ type: 'application/x-www-form-urlencoded', body: 'email=a%00b%40c.example&password=x%00&firstName=%00&intent=verify&token=%00' },
	{ type: 'application/x-www-form-urlencoded', body: 'email=a@b.example&email=c@d.example&intent=send&intent=check' },
	{ type: 'application/x-www-form-urlencoded', body: `email=${'a'.repeat(5000)}@b.example&password=${'p'.repeat(5000)}` },
	{ type: 'application/x-www-form-urlencoded', body: 'intent=reset&email=a@b.example&resetToken=..%2F..%2Fetc%2Fpasswd&password=Aa1!aaaaaa&confirmPassword=Aa1!aaaaaa' },
	{ type: 'application/x-www-form-urlencoded', body: Buffer.from([0xff, 0xfe, 0x00, 0x41]) },
	{ type: 'application/json; charset=utf-16', body: Buffer.from([0xff, 0xfe, 0x7b, 0x00]) },
]

test('fuzz: form actions and API calls never answer 5xx', async ({ page }) => {
	await signIn(page, demo.withPlan)
	const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
	const failures: string[] = []
	let count = 0
	for (const path of [...formPaths, ...formPaths.map((p) => `${p}.data`), ...apiPaths]) {
		for (const { type, body } of bodies) {
			for (const withCookie of [false, true]) {
				const headers: Record<string, string> = { origin: web }
				if (type) headers['content-type'] = type
				if (withCookie) headers.cookie = cookie
				const response = await fetch(`${web}${path}`, { method: 'POST', headers, body, redirect: 'manual' })
				count += 1
				if (response.status >= 500) failures.push(`${response.status} ${path} ${type} ${String(body).slice(0, 40)}`)
			}
		}
	}
	console.log(`[fuzz] ${count} requests, ${failures.length} answered 5xx`)
	expect(failures).toEqual([])
})
