import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { setClock, resetClock } from '#app/modules/clock/clock.server.ts'
import { listOutbox, sendMail } from '#app/modules/mail/mailer.server.ts'
import { suppress, suppressionOf } from '#app/modules/mail/suppressions.server.ts'
import { action as forgotPassword } from '#app/routes/user/forgotpassword.tsx'
import { action as newsletterPage } from '#app/routes/newsletter.tsx'
import { loader as adminUserPage } from '#app/routes/admin/user.tsx'
import { action as register } from '#app/routes/api/user.register.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { strongPassword, uniqueEmail } from '../api/helpers.ts'
import { account, auditLines, confirmed, cookieOf, signedInAdmin } from '../admin/helpers.ts'

/** Without Postmark (development), a mail to a suppressed address is kept in the outbox as not sent, with why. */
beforeEach(() => setClock('2026-11-28T09:00:00Z'))
afterEach(() => resetClock())

let ip = 40
const nextIp = () => `198.18.4.${ip++}`

describe('an address on the suppression list (issue 48)', () => {
	test('the outbox shows the mail as not sent, with the reason, on the transactional stream', async () => {
		const email = uniqueEmail('bounced')
		await suppress(email, 'hard-bounce', 'smtp; 550 5.1.1 user unknown')
		await sendMail({ to: email, subject: 'Your code', text: 'Code 111111', html: '<p>Code 111111</p>' })
		const [mail] = await listOutbox(email)
		expect(mail).toMatchObject({ subject: 'Your code', stream: 'outbound', skipped: 'suppressed: hard-bounce since 2026-11-28T09:00:00.000Z' })
	})

	test('asking for a reset code says on the page that no mail can go there, since when and why (409), in the page language', async () => {
		const email = uniqueEmail('no-inbox')
		await suppress(email, 'spam-complaint', null)
		const english = await callRoute(forgotPassword, '/user/forgotpassword', form({ intent: 'send', email, company_website: '' }), { ip: nextIp() })
		expect(english.status).toBe(409)
		expect(JSON.stringify(english.data)).toContain(
			`We can’t send mail to ${email}: since Nov 28, 2026, a mail from us to this address was marked as spam. No code was sent. Write to`,
		)
		const spanish = await callRoute(forgotPassword, '/es/user/forgotpassword', form({ intent: 'send', email, company_website: '' }), { ip: nextIp() })
		expect(spanish.status).toBe(409)
		expect(JSON.stringify(spanish.data)).toContain(`No podemos enviar correos a ${email}: desde el 28 nov 2026, un correo nuestro a esta dirección se marcó como spam.`)
		expect(await listOutbox(email)).toEqual([])
	})

	test('subscribing a suppressed address to the newsletter says so instead of sending a code', async () => {
		const email = uniqueEmail('stopped-reader')
		await suppress(email, 'soft-bounces', null)
		const answer = await callRoute(newsletterPage, '/newsletter', form({ intent: 'subscribe', email, source: '/blogpage', company_website: '' }), { ip: nextIp() })
		expect(answer.status).toBe(409)
		expect(JSON.stringify(answer.data)).toContain('three mails in a week could not be delivered to it. No code was sent. Subscribe with another address')
		expect(await suppressionOf(email)).toMatchObject({ reason: 'soft-bounces' })
	})
})

describe('a dietitian whose address is suppressed', () => {
	test('sees on the dashboard what they miss and what to do; the admin sees why and lifts it, recorded with who', async () => {
		const owner = await account({ name: 'bouncer', plan: 1 })
		await suppress(owner.email, 'hard-bounce', 'smtp; 550 5.1.1 mailbox unavailable')
		const dashboard = await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie: await cookieOf(owner) })
		expect((dashboard.data as { mailProblem: string }).mailProblem).toBe(
			`Mail to ${owner.email} stopped on Nov 28, 2026: the receiving server says the address does not exist or refuses our mail. Booking and contact requests, reminders and codes do not reach you. Write to hello@americandietitian.example from an address that works to change it, or to have us try ${owner.email} again.`,
		)
		const { admin, cookie } = await signedInAdmin()
		const page = await callRoute(adminUserPage, `/admin/users/${owner.id}`, undefined, { cookie, params: { id: String(owner.id) } })
		expect((page.data as { view: { mailStopped: unknown } }).view.mailStopped).toEqual({ reason: 'hard-bounce', detail: 'smtp; 550 5.1.1 mailbox unavailable', since: '2026-11-28T09:00:00.000Z' })
		const lifted = await confirmed(owner.id, { intent: 'lift-suppression' }, cookie)
		expect(lifted.status).toBe(302)
		expect(await suppressionOf(owner.email)).toBeNull()
		expect((await auditLines(owner.id)).at(-1)).toMatchObject({ adminId: admin.id, action: 'lift-suppression', before: { mailStopped: 'hard-bounce' }, after: { mailStopped: null } })
		const again = await confirmed(owner.id, { intent: 'lift-suppression' }, cookie)
		expect(again).toMatchObject({ status: 409, data: { message: 'Mail to this address is not stopped.' } })
		const after = await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie: await cookieOf(owner) })
		expect((after.data as { mailProblem: string | null }).mailProblem).toBeNull()
	})

	test('registering with a suppressed address keeps the account and answers the spec’s 203 "Email Send Error!" (no code was sent)', async () => {
		const email = uniqueEmail('register-bounced')
		await suppress(email, 'hard-bounce', null)
		const answer = await callApi(register, '/api/user/register', { first_name: 'Pat', last_name: 'Lee', email, password: strongPassword }, { ip: nextIp() })
		expect(answer).toMatchObject({ status: 203, body: 'Email Send Error!' })
		expect((await listOutbox(email)).map((mail) => mail.skipped)).toEqual([])
	})
})
