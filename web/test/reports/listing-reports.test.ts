// Issue 42 point 5: "Report this listing" on a profile files a report in the site admin's queue, where
// an admin sees the reason and closes it. Bad input is a clear 4xx, bots and floods are turned away.
import { describe, expect, test } from 'vitest'
import { action as reportAction, loader as reportPage } from '#app/routes/viewdoctorprofile.report.tsx'
import { action as closeAction, loader as queue } from '#app/routes/admin/reports.tsx'
import { honeypotFieldName } from '#app/modules/auth/honeypot.ts'
import { callRoute, form } from '../form-client.ts'
import { account, cookieOf, profileFor, signedInAdmin } from '../admin/helpers.ts'
import { add } from '../directory/profile-fixture.ts'
import { retryAfterOfWindow } from '../rate-limits/retry-after.ts'

type Queue = { reports: { id: number; profileUserId: number; reason: string; details: string | null; name: string }[] }

const report = (id: number, fields: Record<string, string>, ip = '198.51.100.7', locale = '') =>
	callRoute(reportAction, `${locale}/viewdoctorprofile/${id}/report`, form(fields), { ip, params: { id: String(id) } })

const openFor = async (cookie: string, id: number) => ((await callRoute(queue, '/admin/reports', undefined, { cookie })).data as Queue).reports.filter((row) => row.profileUserId === id)

describe('a visitor reports a listing', async () => {
	const listed = await add({ name: 'Reported', zip: '60601' })
	const { cookie: adminCookie } = await signedInAdmin()

	test('the page names the dietitian; the report reaches the queue with its reason and text; an admin closes it', async () => {
		const page = await callRoute(reportPage, `/viewdoctorprofile/${listed}/report`, undefined, { params: { id: String(listed) } })
		expect(page.status).toBe(200)
		expect(page.data).toMatchObject({ id: listed, name: 'Reported Fixture' })

		const sent = await report(listed, { reason: 'closed-practice', details: 'The office at this address is empty since October.' })
		expect(sent).toMatchObject({ status: 200, data: { status: 'sent' } })
		const [row] = await openFor(adminCookie, listed)
		expect(row).toMatchObject({ reason: 'closed-practice', details: 'The office at this address is empty since October.', name: 'Reported Fixture' })

		const closed = await callRoute(closeAction, '/admin/reports', form({ intent: 'close', reportId: String(row!.id) }), { cookie: adminCookie })
		expect(closed.status).toBe(302)
		expect(await openFor(adminCookie, listed)).toEqual([])
		const again = await callRoute(closeAction, '/admin/reports', form({ intent: 'close', reportId: String(row!.id) }), { cookie: adminCookie })
		expect(again).toMatchObject({ status: 404, data: { message: 'That report is closed already or does not exist.' } })
	})

	test('the Spanish page answers in Spanish; the text is optional', async () => {
		const missing = await report(listed, { details: 'algo' }, '198.51.100.8', '/es')
		expect(missing).toMatchObject({ status: 400, data: { status: 'error', field: 'reason', error: 'Elija qué está mal en el perfil.' } })
		expect(await report(listed, { reason: 'wrong-details' }, '198.51.100.8', '/es')).toMatchObject({ status: 200, data: { status: 'sent' } })
		expect((await openFor(adminCookie, listed)).map((row) => [row.reason, row.details])).toEqual([['wrong-details', null]])
	})

	test('bad input is a clear 400, a bot a 400, an unknown or unlisted profile a 404; nothing is queued', async () => {
		const before = (await openFor(adminCookie, listed)).length
		expect(await report(listed, { reason: 'spam' }, '198.51.100.9')).toMatchObject({ status: 400, data: { error: 'Please choose what is wrong with the listing.' } })
		expect(await report(listed, { reason: 'other', details: 'x'.repeat(1001) }, '198.51.100.9')).toMatchObject({ status: 400, data: { field: 'details', error: 'Please write plain text of at most 1000 characters.' } })
		expect(await report(listed, { reason: 'other', [honeypotFieldName]: 'http://spam.example' }, '198.51.100.9')).toMatchObject({ status: 400, data: { error: 'The report could not be sent.' } })
		const draft = await account({ name: 'unlisted', plan: 1 })
		await profileFor(draft, 'submitted')
		expect(await report(draft.id, { reason: 'other' }, '198.51.100.9')).toMatchObject({ status: 404, data: { error: 'This listing cannot be reported: it is not listed.' } })
		expect((await callRoute(reportPage, `/viewdoctorprofile/${draft.id}/report`, undefined, { params: { id: String(draft.id) } })).status).toBe(404)
		expect((await callRoute(reportPage, '/viewdoctorprofile/abc/report', undefined, { params: { id: 'abc' } })).status).toBe(404)
		expect(await openFor(adminCookie, listed)).toHaveLength(before)
	})

	test('one address may send 5 reports an hour; the sixth is a 429 that says when to come back', async () => {
		const firstRequestAt = Date.now()
		for (let i = 0; i < 5; i++) expect((await report(listed, { reason: 'other' }, '198.51.100.10')).status).toBe(200)
		const refused = await report(listed, { reason: 'other' }, '198.51.100.10')
		expect(refused.status).toBe(429)
		// What is left of the hour that began with the first report; the message rounds it up to minutes.
		const minutes = Math.ceil(retryAfterOfWindow(refused.headers, 3600, firstRequestAt) / 60)
		expect(refused.data).toMatchObject({ error: `Too many reports were sent from here. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` })
	})

	test('only an admin sees the queue or closes a report', async () => {
		const dietitian = await account({ name: 'curious', plan: 2 })
		const cookie = await cookieOf(dietitian)
		expect((await callRoute(queue, '/admin/reports', undefined, { cookie })).status).toBe(302)
		const [row] = await openFor(adminCookie, listed)
		expect((await callRoute(closeAction, '/admin/reports', form({ intent: 'close', reportId: String(row!.id) }), { cookie })).status).toBe(403)
		expect(await callRoute(closeAction, '/admin/reports', form({ intent: 'close', reportId: 'abc' }), { cookie: adminCookie })).toMatchObject({ status: 400, data: { message: 'Choose a report to close.' } })
		expect(await openFor(adminCookie, listed)).toContainEqual(expect.objectContaining({ id: row!.id }))
	})
})
