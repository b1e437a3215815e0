import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { hashPassword } from '#app/modules/auth/password.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { insertUser } from '#app/modules/accounts/users.server.ts'
import { action as requestAction } from '#app/routes/api/appointments.request.ts'
import { action as apiDelete } from '#app/routes/api/user.delete-account.ts'
import { action as apiExport } from '#app/routes/api/user.export.ts'
import { action as confirmRequestPage } from '#app/routes/appointments.confirm-request.tsx'
import { action as deletePage, loader as deletePreview } from '#app/routes/viewprofile.delete.tsx'
import { loader as exportDownload } from '#app/routes/viewprofile.export.ts'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { linkIn, monday, week } from '../appointments/booking-week.ts'

/**
 * Issue 48 points 3–4: "Download my data" and "Delete my account", through the real pages and API. Strapi is a
 * local stand-in of its REST API (the author's articles: one published, one draft), recording the calls.
 */
type Call = { method: string; path: string; body: unknown }
let calls: Call[] = []
let cmsDown = false
const article = (documentId: string, status: string) => ({ id: 1, documentId, public_id: documentId === 'published0000000001' ? 41 : 42, title: `Article ${status}`, review_status: status, updatedAt: '2026-11-20T10:00:00.000Z', author: { documentId: 'author00000000000001', name: 'Rae Dee', account_email: 'x' } })
const server = http.createServer((req, res) => {
	let raw = ''
	req.on('data', (chunk) => (raw += chunk))
	req.on('end', () => {
		const path = decodeURIComponent(req.url ?? '')
		calls.push({ method: req.method ?? '', path, body: raw ? JSON.parse(raw) : null })
		res.setHeader('content-type', 'application/json')
		if (cmsDown) {
			res.statusCode = 503
			return res.end('{}')
		}
		if (req.method === 'GET' && path.startsWith('/api/articles')) return res.end(JSON.stringify({ data: [article('published0000000001', 'published'), article('draft00000000000001', 'draft')], meta: { pagination: { total: 2 } } }))
		if (req.method === 'GET' && path.startsWith('/api/authors')) return res.end(JSON.stringify({ data: [{ documentId: 'author00000000000001' }], meta: { pagination: { total: 1 } } }))
		if (req.method === 'DELETE') {
			res.statusCode = 204
			return res.end()
		}
		res.end(JSON.stringify({ data: { documentId: 'author00000000000001' } }))
	})
})

const password = 'Kale-and-quinoa-42'
beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	process.env.STRAPI_API_TOKEN = 'test-token'
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
	calls = []
	cmsDown = false
	setClock(monday)
})

let n = 0
/** A listed dietitian with booking, a known password, and one visitor's request for Tuesday. */
async function dietitianWithARequest() {
	const dietitian = await dietitianWithProfile()
	const db = await getDb()
	await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, dietitian.id))
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	const visitor = `privacy.${++n}.${Date.now()}@example.com`
	const body = { dietitian_id: dietitian.id, start: '2026-12-01T10:00:00-05:00', kind: 'intro', format: 'video', name: 'Jordan Reyes', email: visitor, phone: '(617) 555-0199', reason: 'Newly diagnosed prediabetes.', insurance: 'Aetna' }
	expect((await callApi(requestAction, '/api/appointments/request', body, { ip: `198.51.100.${150 + n}` })).status).toBe(201)
	await runDueWork()
	const [check] = await listOutbox(visitor)
	const url = linkIn(check!.text, '/appointments/confirm-request')
	expect((await callRoute(confirmRequestPage, `${url.pathname}${url.search}`, new URLSearchParams())).status).toBe(200)
	await runDueWork()
	return { ...dietitian, visitor, cookie: await sessionCookieFor(dietitian.id) }
}

describe('download my data', () => {
	test('the dashboard link downloads a JSON file of the account, profile, requests and appointments, with no password hash or token; the API answers the same', async () => {
		const dietitian = await dietitianWithARequest()
		const download = await callRoute(exportDownload, '/viewprofile/export', undefined, { cookie: dietitian.cookie })
		expect(download.status).toBe(200)
		expect(download.headers.get('content-disposition')).toBe('attachment; filename="american-dietitian-data-2026-11-30.json"')
		expect(download.headers.get('cache-control')).toBe('no-store')
		const data = download.data as Record<string, any>
		expect(data.account).toMatchObject({ id: dietitian.id, email: dietitian.email, firstName: 'Rae' })
		expect(data.profile).toMatchObject({ userId: dietitian.id, reviewStatus: 'approved' })
		expect(data.booking.appointments).toEqual([expect.objectContaining({ visitorEmail: dietitian.visitor, reason: 'Newly diagnosed prediabetes.', status: 'requested' })])
		expect(data.articles.map((a: { title: string; status: string }) => [a.title, a.status])).toEqual([
			['Article published', 'published'],
			['Article draft', 'draft'],
		])
		const raw = JSON.stringify(data)
		for (const secret of ['passwordHash', 'password_hash', 'tokenHash', 'visitorEmailKey', 'emailKey']) expect(raw).not.toContain(secret)

		const session = await issueApiSession((await (await getDb()).select().from(users).where(eq(users.id, dietitian.id)))[0]!)
		const api = await callApi(apiExport, '/api/user/export', {}, { headers: { authorization: `Bearer ${session.token}` } })
		expect(api.status).toBe(200)
		expect(api.body).toMatchObject({ account: { id: dietitian.id }, booking: { appointments: [expect.objectContaining({ visitorEmail: dietitian.visitor })] } })
		expect((await callApi(apiExport, '/api/user/export', {})).status).toBe(401)
		expect(await callApi(apiExport, '/api/user/export', { all: true }, { headers: { authorization: `Bearer ${session.token}` } })).toMatchObject({ status: 400 })
	})

	test('with the CMS away the file still comes, saying the articles could not be read', async () => {
		const dietitian = await dietitianWithARequest()
		cmsDown = true
		const download = await callRoute(exportDownload, '/viewprofile/export', undefined, { cookie: dietitian.cookie })
		expect((download.data as { articles: unknown }).articles).toEqual({ unavailable: expect.stringContaining('could not be read just now') })
	})
})

describe('delete my account', () => {
	test('the page says what will happen; a wrong password deletes nothing; the right one cancels the visit with a mail, keeps the published article as “A former contributor”, deletes the draft, signs out, answers 410 at the profile, mails a last word, and frees the address', async () => {
		const dietitian = await dietitianWithARequest()
		const preview = await callRoute(deletePreview, '/viewprofile/delete', undefined, { cookie: dietitian.cookie })
		expect((preview.data as { lines: string[] }).lines).toEqual([
			'Your account, your profile and its photos, your contact requests and your appointments will be deleted, and you will be signed out everywhere. Your profile’s address will say the listing is closed and show three dietitians nearby.',
			'The visit still to come will be cancelled, and the client told by e-mail.',
			'Your published article will stay on the site, signed “A former contributor”, without your name or photo.',
			'Your unpublished article will be deleted.',
			'You may create a new account with the same e-mail address at any time. This cannot be undone.',
		])

		const wrong = await callRoute(deletePage, '/viewprofile/delete', new URLSearchParams({ password: 'not-my-password', company_website: '' }), { cookie: dietitian.cookie, ip: '198.18.9.1' })
		expect(wrong).toMatchObject({ status: 400, data: { message: 'That is not your password: nothing was deleted.' } })
		expect(calls.filter((call) => call.method !== 'GET')).toEqual([])

		const done = await callRoute(deletePage, '/viewprofile/delete', new URLSearchParams({ password, company_website: '' }), { cookie: dietitian.cookie, ip: '198.18.9.2' })
		expect(done.status).toBe(302)
		expect(done.location).toBe('/home')
		expect(done.headers.get('set-cookie')).toMatch(/Max-Age=0/i)
		const db = await getDb()
		expect(await db.select().from(users).where(eq(users.id, dietitian.id))).toEqual([])
		expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path.split('?')[0], call.body])).toEqual([
			['DELETE', '/api/articles/draft00000000000001', null],
			['PUT', '/api/authors/author00000000000001', { data: { name: 'A former contributor', account_email: null, bio: null, avatar: null } }],
		])

		await runDueWork()
		const [cancelled] = await listOutbox(dietitian.visitor)
		expect(cancelled!.subject).toMatch(/^Cancelled: /)
		const [last] = await listOutbox(dietitian.email)
		expect(last!.subject).toBe('Your American Dietitian account is deleted')
		expect(last!.text).toContain('Your published article stays on the site, signed “A former contributor”, without your name or photo.')
		expect(last!.text).toContain('The visit still to come was cancelled; the client was told by e-mail.')

		const gone = await callRoute(profilePage, `/viewdoctorprofile/${dietitian.id}`, undefined, { params: { id: String(dietitian.id) } })
		expect(gone.status).toBe(410)
		expect(gone.data).toMatchObject({ paused: true, closed: true, name: '', similar: expect.any(Array) })
		expect(await insertUser({ email: dietitian.email, passwordHash: 'x', firstName: 'Rae', lastName: 'Again' })).toMatchObject({ email: dietitian.email })
	})

	test('the API: 401 without a session, 400 for a wrong password, 503 and nothing deleted while the CMS is away, 200 with what was done', async () => {
		const dietitian = await dietitianWithARequest()
		const [row] = await (await getDb()).select().from(users).where(eq(users.id, dietitian.id))
		const bearer = { authorization: `Bearer ${(await issueApiSession(row!)).token}` }
		expect((await callApi(apiDelete, '/api/user/delete-account', { password })).status).toBe(401)
		expect(await callApi(apiDelete, '/api/user/delete-account', { password: 'wrong' }, { headers: bearer, ip: '198.18.9.3' })).toMatchObject({ status: 400, body: 'That is not your password: nothing was deleted.' })
		cmsDown = true
		expect(await callApi(apiDelete, '/api/user/delete-account', { password }, { headers: bearer, ip: '198.18.9.4' })).toMatchObject({ status: 503 })
		expect(await (await getDb()).select({ id: users.id }).from(users).where(eq(users.id, dietitian.id))).toHaveLength(1)
		cmsDown = false
		const done = await callApi(apiDelete, '/api/user/delete-account', { password }, { headers: bearer, ip: '198.18.9.5' })
		expect(done).toMatchObject({ status: 200, body: { articlesKept: 1, articlesDeleted: 1, visitsCancelled: 1, subscriptionEndsOn: null } })
		expect((done.body as { message: string }).message).toContain('Your account, your profile and its photos, your contact requests and your appointments are deleted')
	})
})
