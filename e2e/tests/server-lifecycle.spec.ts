import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import { startBenchServer } from '../../scripts/lib/bench-server.ts'
import { freePort, stopProcesses, waitForUrl } from '../../scripts/lib/processes.ts'
import { expect, test } from '../fixtures.ts'

// Issue 15, the production server's own behaviour: SIGTERM drains the requests
// in flight (at most DRAIN_TIMEOUT_MS) and the JSON logs carry no e-mail
// address or secret. Each test starts its own server (web/server.ts, the
// production build) on an in-memory database.

type Server = { child: ChildProcess; base: string; lines: string[]; exited: Promise<{ code: number | null; at: number }> }

async function startServer(env: NodeJS.ProcessEnv = {}): Promise<Server> {
	const port = await freePort()
	const child = startBenchServer(port, 'memory', { REQUEST_LOG: 'on', SITE_URL: `http://127.0.0.1:${port}`, ...env })
	const lines: string[] = []
	child.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
	const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })))
	await waitForUrl(`http://127.0.0.1:${port}/healthz`, child, 60_000)
	return { child, base: `http://127.0.0.1:${port}`, lines, exited }
}

/**
 * A sign-in whose body arrives in two parts: the request is in flight until `finish` sends the rest.
 * `received` settles when the server has taken the request: it asks for `100 Continue`, which Node
 * answers as it hands the request to the app, whose first middleware counts it in flight.
 */
function slowSignIn(base: string) {
	let answered: (value: { status: number; body: string }) => void
	const answer = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve))
	const request = http.request(
		`${base}/api/user/login`,
		{ method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', expect: '100-continue' } },
		(response) => {
			let body = ''
			response.on('data', (chunk) => (body += chunk))
			response.on('end', () => answered({ status: response.statusCode ?? 0, body }))
		},
	)
	request.on('error', (error) => answered({ status: 0, body: error.message }))
	const received = new Promise<void>((resolve, reject) => {
		request.once('continue', () => {
			request.write('{"email": "slow.client@example.com", ')
			resolve()
		})
		request.once('error', reject)
	})
	request.flushHeaders()
	return { answer, received, finish: () => request.end('"password": "Not-the-password-1"}') }
}

/** Whether a new TCP connection to the server is refused (nothing listens any more). */
function refused(base: string) {
	return new Promise<boolean>((resolve) => {
		const socket = net.connect(Number(new URL(base).port), '127.0.0.1')
		socket.once('connect', () => {
			socket.destroy()
			resolve(false)
		})
		socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
	})
}

test.describe.serial('the production server', () => {
	test.describe.configure({ timeout: 60_000 })
	let server: Server | undefined
	test.afterAll(async () => {
		if (server) await stopProcesses([server.child])
	})

	test('the JSON logs of a sign-up, a verification and sign-ins carry no e-mail address or secret', async () => {
		const running = await startServer()
		server = running
		const { base } = running
		const email = `Log.Check.${Date.now()}@Example.com`
		const password = 'Secret-logs-password-2026'
		const json = { 'content-type': 'application/json' }
		const signUp = await fetch(`${base}/api/user/register`, { method: 'POST', headers: json, body: JSON.stringify({ first_name: 'Logan', last_name: 'Check', email, password }) })
		expect(signUp.status).toBe(200)
		const { token: signUpToken } = (await signUp.json()) as { token: string }

		const mails = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[]
		const link = mails[0]!.text.match(/https?:\/\/\S+\/user\/verify\/token\?\S+/)![0]
		// The link's page (its token in the address), then the API call it leads to.
		expect((await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: 'manual' })).status).toBeLessThan(500)
		const linkToken = ['firstpart', 'secondpart', 'thirdpart'].map((part) => new URL(link).searchParams.get(part)).join('.')
		const verified = await fetch(`${base}/api/user/token-verification`, { method: 'POST', headers: json, body: JSON.stringify({ token: linkToken }) })
		expect(verified.status).toBe(200)

		const apiSignIn = await fetch(`${base}/api/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
		expect(apiSignIn.status).toBe(200)
		const { token: apiToken } = (await apiSignIn.json()) as { token: string }
		const wrong = await fetch(`${base}/api/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Wrong-password-2026' }) })
		expect(wrong.status).toBe(401)

		const form = await fetch(`${base}/user/signin`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
			body: new URLSearchParams({ email, password }),
			redirect: 'manual',
		})
		expect(form.status).toBe(302)
		const cookie = form.headers.get('set-cookie')!.match(/en_session=([^;]+)/)![1]!

		await expect.poll(() => running.lines.filter((line) => line.includes('/user/signin')).length).toBeGreaterThan(0)
		expect(running.lines.length).toBeGreaterThan(5)
		for (const line of running.lines) expect(() => JSON.parse(line), line).not.toThrow()
		const logs = running.lines.join('\n')
		expect(logs).toMatch(/"url":"\/api\/user\/register","status":200/)
		const secrets = {
			email: email.toLowerCase(),
			emailAsTyped: email,
			emailInUrl: encodeURIComponent(email).toLowerCase(),
			password,
			signUpToken,
			apiToken,
			verificationLinkPart: new URL(link).searchParams.get('thirdpart')!,
			cookie,
		}
		for (const [name, secret] of Object.entries(secrets)) expect(logs.toLowerCase().includes(secret.toLowerCase()), `${name} in the logs`).toBe(false)
		expect(logs).not.toMatch(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i)
	})

	test('SIGTERM: a request in flight finishes, new connections are refused, and the process exits soon after', async () => {
		// The server of the test above.
		if (!server) throw new Error('the server did not start')
		const slow = slowSignIn(server.base)
		await slow.received
		const signalled = Date.now()
		server.child.kill('SIGTERM')
		await expect.poll(() => server!.lines.some((line) => line.includes('SIGTERM: draining 1 request(s)'))).toBe(true)
		expect(await refused(server.base)).toBe(true)

		slow.finish()
		const answer = await slow.answer
		expect(answer).toEqual({ status: 401, body: JSON.stringify('Your Email or Password is not correct.') })
		const exit = await server.exited
		expect(exit.code).toBe(0)
		expect(exit.at - signalled).toBeLessThan(10_000)
	})

	test('SIGTERM: a request that never finishes is cut off at DRAIN_TIMEOUT_MS, then the process exits', async () => {
		server = await startServer({ DRAIN_TIMEOUT_MS: '1500' })
		const stuck = slowSignIn(server.base)
		await stuck.received
		const signalled = Date.now()
		server.child.kill('SIGTERM')
		const exit = await server.exited
		expect(exit.code).toBe(0)
		expect(exit.at - signalled).toBeGreaterThanOrEqual(1500)
		expect(exit.at - signalled).toBeLessThan(10_000)
		expect(server.lines.some((line) => line.includes('drain timed out with 1 request(s) left'))).toBe(true)
		expect((await stuck.answer).status).toBe(0)
	})

	test('a client trickling its headers or its body is cut off at the configured time (issue 41 point 4)', async () => {
		server = await startServer({ SERVER_HEADERS_TIMEOUT_MS: '1000', SERVER_REQUEST_TIMEOUT_MS: '2000' })
		const port = Number(new URL(server.base).port)
		const trickled = (head: string, drip: string) =>
			new Promise<{ answer: string; ms: number }>((resolve) => {
				const started = Date.now()
				const socket = net.connect(port, '127.0.0.1')
				let answer = ''
				let timer: NodeJS.Timeout | undefined
				socket.on('data', (chunk) => (answer += chunk.toString()))
				socket.on('error', () => undefined)
				socket.on('close', () => {
					clearInterval(timer)
					resolve({ answer, ms: Date.now() - started })
				})
				socket.on('connect', () => {
					socket.write(head)
					let sent = 0
					timer = setInterval(() => (sent < drip.length && socket.writable ? socket.write(drip[sent++]!) : clearInterval(timer)), 100)
				})
			})
		const headers = await trickled('GET /healthz HTTP/1.1\r\n', `Host: 127.0.0.1\r\nX-Slow: ${'x'.repeat(300)}\r\n\r\n`)
		expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /)
		expect(headers.ms).toBeLessThan(4000)
		const body = await trickled('POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n', '{'.repeat(500))
		expect(body.answer).toMatch(/^HTTP\/1\.1 408 /)
		expect(body.ms).toBeGreaterThanOrEqual(1900)
		expect(body.ms).toBeLessThan(5000)
		// A client that sends its request at once is served as before.
		expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
	})
})
