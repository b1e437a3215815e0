import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { subscribers } from '#db/schema/newsletter.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as checkCode } from '#app/routes/api/user.check-subscribe-verify-code.ts'
import { action as sendCode } from '#app/routes/api/user.send-subscribe-verify-code.ts'
import { action as newsletterPage } from '#app/routes/newsletter.tsx'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '#app/routes/newsletter.unsubscribe.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { codeIn, uniqueEmail } from '../api/helpers.ts'

async function mailedCode(email: string) {
	await drainJobs()
	const mail = (await listOutbox(email)).find((m) => m.subject === 'Confirm your newsletter subscription')
	return codeIn(mail!.text)!
}

const welcomeMails = async (email: string) => (await listOutbox(email)).filter((m) => m.subject === 'You are subscribed to the American Dietitian newsletter')

async function rows(email: string) {
	const db = await getDb()
	return db.select().from(subscribers).where(eq(subscribers.email, email))
}

let ip = 10
const nextIp = () => `198.18.0.${ip++}`

describe('the newsletter API (spec §7)', () => {
	test("locale 'es' (issue 32): the code mail in Spanish; confirmed from a Spanish page, a Spanish welcome with the Spanish unsubscribe page", async () => {
		const email = uniqueEmail('lectora')
		expect(await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email, locale: 'es' })).toMatchObject({ status: 200, body: 'success' })
		await drainJobs()
		const mail = (await listOutbox(email)).find((m) => m.subject === 'Confirme su suscripción al boletín')!
		expect(mail.text).toContain('Es válido por 15 minutos.')
		const confirmed = await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: Number(codeIn(mail.text)), source: '/es/home' })
		expect(confirmed).toMatchObject({ status: 200, body: 'ok' })
		await drainJobs()
		const welcome = (await listOutbox(email)).find((m) => m.subject === 'Su suscripción al boletín de American Dietitian está confirmada')!
		expect(welcome.text).toMatch(/\/es\/newsletter\/unsubscribe\?t=/)
		expect(await welcomeMails(email)).toHaveLength(0)
	})

	test('send a code, confirm it as an integer: 200 ok, one subscriber, a welcome mail with one-click unsubscribe', async () => {
		const email = uniqueEmail('reader')
		const sent = await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
		expect(sent).toMatchObject({ status: 200, body: 'success' })
		const code = await mailedCode(email)
		const confirmed = await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: Number(code), source: '/blogpage' })
		expect(confirmed).toMatchObject({ status: 200, body: 'ok' })
		const [row] = await rows(email)
		expect(row).toMatchObject({ email, sourcePage: '/blogpage', unsubscribedAt: null })
		await drainJobs()
		const [welcome] = await welcomeMails(email)
		expect(welcome!.headers).toEqual([
			// Issue 48: the https link and a mailto: beside it, which some providers use alone.
			{ name: 'List-Unsubscribe', value: expect.stringMatching(/^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?t=[\w.-]+>, <mailto:unsubscribe\+\d+-[0-9a-f]{24}@americandietitian\.example\?subject=unsubscribe>$/) },
			{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
		])
		expect(welcome!.text).toContain('/newsletter/unsubscribe?t=')
	})

	test('subscribing a confirmed address again is a quiet success: one row, no second welcome', async () => {
		const email = uniqueEmail('again')
		await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
		await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: await mailedCode(email) })
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
		try {
			await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
			const second = await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: await mailedCode(email) })
			expect(second).toMatchObject({ status: 200, body: 'ok' })
		} finally {
			vi.useRealTimers()
		}
		await drainJobs()
		expect(await rows(email)).toHaveLength(1)
		expect(await welcomeMails(email)).toHaveLength(1)
	})

	test('two confirmations of one address at the same moment make one row', async () => {
		const email = uniqueEmail('twice')
		await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
		const code = await mailedCode(email)
		const answers = await Promise.all([
			callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: code }, { ip: nextIp() }),
			callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: code }, { ip: nextIp() }),
		])
		expect(answers.some((a) => a.status === 200)).toBe(true)
		await drainJobs()
		expect(await rows(email)).toHaveLength(1)
		expect(await welcomeMails(email)).toHaveLength(1)
	})

	test.each([
		[{}, 'email: E-mail is required'],
		[{ email: 'not-an-email' }, 'email: Enter a valid e-mail address'],
		[{ email: ['a@b.example'] }, 'email: E-mail is required'],
	])('send-subscribe-verify-code refuses %j with 400', async (body, message) => {
		expect(await callApi(sendCode, '/api/user/send-subscribe-verify-code', body)).toMatchObject({ status: 400, body: message })
	})

	test.each([
		[{ email: 'a@b.example' }, /verifyCode/],
		[{ email: 'a@b.example', verifyCode: '12ab56' }, /The code has 6 digits/],
		[{ email: 'a@b.example', verifyCode: 1_000_000 }, /The code has 6 digits/],
		[{ verifyCode: 123456 }, /email/],
	])('check-subscribe-verify-code refuses %j with 400', async (body, message) => {
		const answer = await callApi(checkCode, '/api/user/check-subscribe-verify-code', body)
		expect(answer.status).toBe(400)
		expect(answer.body).toMatch(message)
	})

	test("a wrong code is 202 'Verify Code Invalid'; after five, even the right code fails", async () => {
		const email = uniqueEmail('guess')
		await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
		const code = await mailedCode(email)
		const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
		const answers = []
		for (let i = 0; i < 5; i++) answers.push(await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: wrong }, { ip: nextIp() }))
		expect(answers.slice(0, 4).map((a) => a.body)).toEqual(Array(4).fill('Verify Code Invalid'))
		expect(answers[4]!.body).toBe('Too many wrong codes. Ask for a new code.')
		const sixth = await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: code }, { ip: nextIp() })
		expect(sixth).toMatchObject({ status: 202, body: 'Verify Code Invalid' })
		expect(await rows(email)).toEqual([])
	})

	test('an expired code is refused', async () => {
		const email = uniqueEmail('late')
		await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
		const code = await mailedCode(email)
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 })
		try {
			const answer = await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: code })
			expect(answer).toMatchObject({ status: 202, body: 'This code has expired. Ask for a new code.' })
		} finally {
			vi.useRealTimers()
		}
	})
})

describe('the newsletter without JavaScript', () => {
	test('/newsletter: e-mail, then the code, then the confirmation', async () => {
		const email = uniqueEmail('nojs')
		const first = await callRoute(newsletterPage, '/newsletter', form({ intent: 'subscribe', email, source: '/home' }))
		expect(first.data).toMatchObject({ step: 'code', email, source: '/home' })
		const wrong = await callRoute(newsletterPage, '/newsletter', form({ intent: 'verify', email, code: '000000', source: '/home' }))
		expect(wrong.status).toBe(400)
		const code = await mailedCode(email)
		const done = await callRoute(newsletterPage, '/newsletter', form({ intent: 'verify', email, code, source: '/home' }))
		expect(done.data).toMatchObject({ step: 'done', email })
		expect(await rows(email)).toHaveLength(1)
	})

	test('a bot that fills the hidden field is refused', async () => {
		const answer = await callRoute(newsletterPage, '/newsletter', form({ intent: 'subscribe', email: uniqueEmail('bot'), company_website: 'https://spam.example' }))
		expect(answer.status).toBe(400)
		await drainJobs()
	})
})

describe('unsubscribing', () => {
	async function subscribed() {
		const email = uniqueEmail('leaver')
		await callApi(sendCode, '/api/user/send-subscribe-verify-code', { email })
		await callApi(checkCode, '/api/user/check-subscribe-verify-code', { email, verifyCode: await mailedCode(email) })
		await drainJobs()
		const [welcome] = await welcomeMails(email)
		const link = welcome!.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?t=\S+/)![0]
		return { email, token: new URL(link).searchParams.get('t')! }
	}

	test('opening the link only asks; the button unsubscribes once, and a second use says so', async () => {
		const { email, token } = await subscribed()
		const page = await callRoute(unsubscribeLoader, `/newsletter/unsubscribe?t=${token}`)
		expect(page.data).toMatchObject({ token, email, doneSince: null })
		expect((await rows(email))[0]!.unsubscribedAt).toBeNull()
		const done = await callRoute(unsubscribeAction, '/newsletter/unsubscribe', form({ t: token }))
		expect(done.data).toEqual({ outcome: 'done', email })
		expect((await rows(email))[0]!.unsubscribedAt).toBeInstanceOf(Date)
		const again = await callRoute(unsubscribeAction, '/newsletter/unsubscribe', form({ t: token }))
		expect(again.data).toMatchObject({ outcome: 'already', email })
	})

	test('opened a second time, the link says it is done instead of asking again', async () => {
		const { email, token } = await subscribed()
		await callRoute(unsubscribeAction, '/newsletter/unsubscribe', form({ t: token }))
		const reopened = await callRoute(unsubscribeLoader, `/newsletter/unsubscribe?t=${token}`)
		expect(reopened.data).toMatchObject({ email, doneSince: expect.stringMatching(/^[A-Z][a-z]{2} \d{2}, \d{4}$/) })
		const forged = await callRoute(unsubscribeLoader, '/newsletter/unsubscribe?t=eyJhbGciOiJIUzI1NiJ9.e30.forged')
		expect(forged.data).toMatchObject({ email: null, doneSince: null })
	})

	test('RFC 8058 one-click: a POST of List-Unsubscribe=One-Click to the link itself', async () => {
		const { email, token } = await subscribed()
		const answer = await callRoute(unsubscribeAction, `/newsletter/unsubscribe?t=${token}`, form({ 'List-Unsubscribe': 'One-Click' }))
		expect(answer.data).toEqual({ outcome: 'done', email })
	})

	test('a forged link is refused', async () => {
		const answer = await callRoute(unsubscribeAction, '/newsletter/unsubscribe', form({ t: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }))
		expect(answer).toMatchObject({ status: 400, data: { outcome: 'invalid' } })
	})
})
