import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { actionLinks } from '#db/schema/action-links.ts'
import { contactRequests } from '#db/schema/leads.ts'
import { advanceClock, setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { contactLimits } from '#app/modules/leads/contact-requests.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as confirmPage, loader as confirmLoader } from '#app/routes/contact.confirm.tsx'
import { action as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute, form } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { confirmedRequest } from './confirmed-request.ts'

// Monday, November 30, 2026, 9:00 in Boston (the fixture's office).
const monday = '2026-11-30T14:00:00Z'

let n = 0
const spam = 'Cheap pills at https://pills.example/buy and www.pills.example, or write to sales@pills.example (pills.example/now).'

const send = (dietitianId: number, overrides: Record<string, string> = {}) => {
	const body = { name: 'Jordan Lee', email: `victim.${++n}.${Date.now()}@example.com`, phone: '', preferredContact: 'email', message: 'Hello, I would like help planning meals.', consent: 'on', company_website: '', ...overrides }
	return callRoute(profilePage, `/viewdoctorprofile/${dietitianId}`, form(body), { params: { id: String(dietitianId) }, ip: `192.0.2.${(n % 200) + 1}` }).then((answer) => ({ answer, email: body.email }))
}

const linkIn = (text: string) => {
	const match = /https?:\/\/\S+\/contact\/confirm\?t=\S+/.exec(text)
	if (!match) throw new Error(`no confirmation link in:\n${text}`)
	return new URL(match[0])
}
const click = (url: URL) => callRoute(confirmPage, `${url.pathname}${url.search}`, new URLSearchParams())
const open = (url: URL) => confirmLoader({ request: new Request(url), params: {}, context: undefined } as never)

async function rowsOf(dietitianId: number) {
	return (await getDb()).select().from(contactRequests).where(eq(contactRequests.profileUserId, dietitianId))
}

test('the form mails a stranger nothing of what was typed: only the site’s words and the confirmation link', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const { answer, email } = await send(dietitian.id, { name: 'Visit pills.example now', message: spam })
	expect(answer.status).toBe(200)
	expect(answer.data).toMatchObject({ status: 'held' })
	await runDueWork()
	expect(await listOutbox(dietitian.businessEmail!)).toEqual([])
	const mails = await listOutbox(email)
	expect(mails).toHaveLength(1)
	expect(mails[0]!.subject).toMatch(/^Confirm your message to Rae Dee\d+$/)
	for (const body of [mails[0]!.text, mails[0]!.html]) {
		expect(body).not.toContain('pills')
		expect(body).not.toContain('Jordan')
	}
	// The page the link opens says where the message goes, and acts only on the click.
	const link = linkIn(mails[0]!.text)
	expect(await open(link)).toMatchObject({ dietitianName: expect.stringMatching(/^Rae Dee\d+$/), problem: null })
	expect((await rowsOf(dietitian.id))[0]!.confirmedAt).toBeNull()
})

test('confirmed: the dietitian gets the request with its deadline; the visitor’s copy quotes no link', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const { email } = await send(dietitian.id, { name: 'Jordan via pills.example', message: spam })
	await runDueWork()
	const link = linkIn((await listOutbox(email))[0]!.text)
	const confirmed = await click(link)
	expect(confirmed.status).toBe(200)
	expect(confirmed.data).toMatchObject({ done: expect.stringMatching(/^Thank you: your message is sent to Rae Dee\d+/) })
	const [row] = await rowsOf(dietitian.id)
	expect(row!.confirmedAt?.toISOString()).toBe('2026-11-30T14:00:00.000Z')
	// Two business days in Boston: the end of Wednesday, December 2 (midnight EST).
	expect(row!.replyDueAt?.toISOString()).toBe('2026-12-03T05:00:00.000Z')
	await runDueWork()
	const [toDietitian] = await listOutbox(dietitian.businessEmail!)
	expect(toDietitian!.text).toContain(spam)
	expect(toDietitian!.text).toContain('Please answer by the end of Wednesday, December 2')
	const copy = (await listOutbox(email)).find((mail) => mail.subject.startsWith('Your message to'))!
	for (const body of [copy.text, copy.html]) {
		expect(body).not.toMatch(/pills\.example|https?:\/\/pills|www\./)
	}
	expect(copy.text).toContain('Cheap pills at [link removed] and [link removed], or write to [link removed] ([link removed]).')
	expect(copy.text).toContain('Name: Jordan via [link removed]')

	// The link is single-use: a second click changes nothing and says so.
	const again = await click(link)
	expect(again.status).toBe(409)
	expect(JSON.stringify(again.data)).toContain('already been used')
	expect(await listOutbox(dietitian.businessEmail!)).toHaveLength(1)
})

test('a forged link is refused before anything is read; an unconfirmed hold expires by the clock and is deleted', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const forged = new URL(`http://localhost/contact/confirm?t=1.${'A'.repeat(43)}`)
	expect((await click(forged)).status).toBe(403)
	expect((await open(forged)).problem).toMatch(/not valid/)

	const { email } = await send(dietitian.id)
	await runDueWork()
	const link = linkIn((await listOutbox(email))[0]!.text)
	// Another purpose's signature on the same id is no confirm link either.
	const [linkRow] = await (await getDb()).select().from(actionLinks).where(eq(actionLinks.id, Number(link.searchParams.get('t')!.split('.')[0])))
	expect(linkRow!.purpose).toBe('contact-email')

	advanceClock(23 * 3_600_000)
	await runDueWork()
	expect(await rowsOf(dietitian.id)).toHaveLength(1)
	advanceClock(3_600_000)
	await runDueWork()
	expect(await rowsOf(dietitian.id)).toEqual([])
	const late = await click(link)
	expect(late.status).toBe(409)
	expect(JSON.stringify(late.data)).toContain('expired')
	expect(await listOutbox(dietitian.businessEmail!)).toEqual([])
})

test('one e-mail address gets at most three confirmation mails waiting at a time', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const email = `flooded.${Date.now()}@example.com`
	// One person however the address is spelled (issue 41 point 7): case and a +tag make no other address.
	const [local, domain] = email.split('@')
	const spellings = [email, `${local}+2@${domain}`, `${local!.toUpperCase()}+x@${domain}`]
	for (let i = 0; i < contactLimits.heldPerEmail; i++) expect((await send(dietitian.id, { email: spellings[i]! })).answer.status).toBe(200)
	const refused = await send(dietitian.id, { email: `${local}+3@${domain}` })
	expect(refused.answer.status).toBe(429)
	expect(JSON.stringify(refused.answer.data)).toContain('already has 3 messages waiting for confirmation')
	await runDueWork()
	expect((await Promise.all(spellings.map((spelling) => listOutbox(spelling)))).flat()).toHaveLength(3)
})

test('the hourly cap is checked again at the click: over it, the link stays usable and works later', async () => {
	setClock(monday)
	const dietitian = await dietitianWithProfile()
	const { email } = await send(dietitian.id)
	await runDueWork()
	const link = linkIn((await listOutbox(email))[0]!.text)
	for (let i = 0; i < contactLimits.perProfile; i++) await confirmedRequest(dietitian.id)
	const busy = await click(link)
	expect(busy.status).toBe(429)
	expect(JSON.stringify(busy.data)).toMatch(/has received many messages in the last hour/)
	advanceClock(61 * 60_000)
	expect((await click(link)).status).toBe(200)
	expect((await rowsOf(dietitian.id)).filter((row) => row.confirmedAt)).toHaveLength(contactLimits.perProfile + 1)
})
