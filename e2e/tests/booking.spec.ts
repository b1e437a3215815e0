import type { APIRequestContext, Browser, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expect, test } from '../fixtures.ts'
import { readMail, uniqueEmail } from '../support/accounts.ts'

// Issue 29, as a new visitor would: find a dietitian by ZIP, book an intro call
// (without JavaScript, and with it), confirm the e-mail, and the dietitian
// confirms from the mail link; both mails carry an invitation that a calendar
// parser reads back at the time that was booked.

type OutboxMail = { to: string; subject: string; text: string; html: string; headers?: { name: string; value: string }[]; attachments?: { Name: string; ContentType: string; Content: string }[] }

const repliesTo = (mail: OutboxMail, address: string) => Boolean(mail.headers?.some((header) => header.name === 'Reply-To' && header.value === address))

const openingLinks = (page: Page) => page.locator('#book a[href*="/book?"]')

async function outbox(request: APIRequestContext) {
	// Mails go out from the job queue: moving the clock by nothing runs what is due now.
	await request.post('/dev/clock', { data: { advanceMs: 0 } })
	return (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[]
}

/** The newest mail matching `find`, waiting for the queue to send it. */
async function mailWhere(request: APIRequestContext, find: (mail: OutboxMail) => boolean) {
	let found: OutboxMail | undefined
	await expect.poll(async () => Boolean((found = (await outbox(request)).find(find)))).toBe(true)
	return found!
}

const linkTo = (text: string, path: string) => new URL(text.match(new RegExp(`https?://\\S+${path}\\?t=\\S+`))![0])

function invitationStart(mail: OutboxMail) {
	const attachment = mail.attachments?.find((a) => a.Name.endsWith('.ics'))
	expect(attachment, `an .ics attachment in "${mail.subject}"`).toBeTruthy()
	const calendar = new ICAL.Component(ICAL.parse(Buffer.from(attachment!.Content, 'base64').toString('utf8')))
	expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
	const event = calendar.getFirstSubcomponent('vevent')!
	return (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime()
}

/** From the ZIP search to Maya Chen's profile (the demo dietitian in Chelsea, whose plan includes booking). */
async function openMayaFromSearch(page: Page) {
	await page.goto('/search?where=10001')
	await page.getByRole('link', { name: /Maya Chen/ }).first().click()
	await expect(page).toHaveURL(/\/viewdoctorprofile\/\d+/)
	await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeVisible()
}

/** Books the first intro-call opening shown; returns the instant booked and the visitor's name and address. */
async function bookFirstOpening(page: Page, label: string) {
	const link = openingLinks(page).first()
	const start = new URL(String(await link.getAttribute('href')), 'http://x').searchParams.get('start')!
	await link.click()
	await expect(page.getByRole('heading', { name: /^Book with Maya Chen/ })).toBeVisible()
	const visitor = { name: `Jordan ${label} Reyes`, email: uniqueEmail(`booker-${label.toLowerCase()}`) }
	const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Request this time' }) })
	await form.getByLabel('Your name').fill(visitor.name)
	await form.getByLabel('E-mail').fill(visitor.email)
	await form.getByLabel('Reason for the visit').fill('Newly diagnosed prediabetes; I would like help with meals.')
	await form.getByLabel('Insurance').selectOption('Aetna')
	await form.getByRole('button', { name: 'Request this time' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail to confirm your request' })).toBeVisible()
	return { start: Date.parse(start), ...visitor }
}

/** The visitor confirms from the mail, the dietitian confirms from theirs, and both invitations name the booked instant. */
async function confirmBothWays(page: Page, request: APIRequestContext, booked: { start: number; name: string; email: string }) {
	const check = await readMail(request, booked.email, 'Confirm your request to Maya Chen')
	const confirmRequest = linkTo(check.text, '/appointments/confirm-request')
	await page.goto(`${confirmRequest.pathname}${confirmRequest.search}`)
	await page.getByRole('button', { name: 'Confirm my request' }).click()
	await expect(page.getByRole('status')).toContainText('your request is sent')

	// It names no visitor and no reason (health details stay on the dashboard): found by its Reply-To, the visitor.
	const asked = await mailWhere(request, (mail) => mail.subject.startsWith('Appointment request for') && repliesTo(mail, booked.email))
	expect(asked.text).toContain('Read it and answer:')
	expect(asked.text + asked.html).not.toContain('prediabetes')
	const confirm = linkTo(asked.text, '/appointments/confirm')
	await page.goto(`${confirm.pathname}${confirm.search}`)
	await page.getByRole('button', { name: 'Confirm the appointment' }).click()
	await expect(page.getByRole('status')).toBeVisible()

	const toVisitor = await mailWhere(request, (mail) => mail.to === booked.email && mail.subject.startsWith('Confirmed:'))
	const toDietitian = await mailWhere(request, (mail) => mail.to === asked.to && mail.subject.startsWith(`Confirmed: Free intro call with ${booked.name}`))
	expect(invitationStart(toVisitor)).toBe(booked.start)
	expect(invitationStart(toDietitian)).toBe(booked.start)
}

async function contextWith(browser: Browser, options: { javaScriptEnabled: boolean; timezoneId: string }, baseURL: string | undefined) {
	return browser.newContext({ ...options, baseURL })
}

test.describe('booking an appointment', () => {
	test('without JavaScript: from the ZIP search to a confirmed intro call with invitations', async ({ browser, request, baseURL }) => {
		const context = await contextWith(browser, { javaScriptEnabled: false, timezoneId: 'America/New_York' }, baseURL)
		const page = await context.newPage()
		await openMayaFromSearch(page)
		// The office's zone only (the visitor's is the same and, without JavaScript, not known).
		await expect(page.getByText('Times are in the office’s time zone')).toBeVisible()
		const booked = await bookFirstOpening(page, 'NoScript')
		// The held time is no longer offered.
		await page.goto(page.url().replace(/\/book.*$/, ''))
		const starts = await openingLinks(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('start')))
		expect(starts.map((s) => Date.parse(s!))).not.toContain(booked.start)
		await confirmBothWays(page, request, booked)
		await context.close()
	})

	test('with JavaScript, a visitor in Chicago sees their own times too, and books', async ({ browser, request, baseURL }) => {
		const context = await contextWith(browser, { javaScriptEnabled: true, timezoneId: 'America/Chicago' }, baseURL)
		const page = await context.newPage()
		await openMayaFromSearch(page)
		// Written in the browser once the openings come into view: an hour earlier, Central time.
		await openingLinks(page).first().scrollIntoViewIfNeeded()
		await expect(openingLinks(page).first()).toContainText(/C[SD]T/)
		const [office, theirs] = await openingLinks(page).first().locator('span').allTextContents()
		const hourOf = (text: string) => Number(text.match(/^(\d+):/)![1]) % 12
		expect((hourOf(office!) - hourOf(theirs!) + 12) % 12).toBe(1)
		const booked = await bookFirstOpening(page, 'Script')
		await confirmBothWays(page, request, booked)
		await context.close()
	})

	test('an Arizona office seen from New York: Mountain time all year, two hours behind in winter and three in summer', async ({ browser, request, baseURL }) => {
		const context = await contextWith(browser, { javaScriptEnabled: true, timezoneId: 'America/New_York' }, baseURL)
		const page = await context.newPage()
		try {
			// The clock goes back, never forward: in the past nothing falls due (no sweep releases, pauses or deletes
			// what the tests after this one see), and the weekly hours give openings on any date.
			for (const [at, hoursBehind, newYork] of [
				['2026-01-13T15:00:00Z', 2, 'EST'],
				['2026-07-14T15:00:00Z', 3, 'EDT'],
			] as const) {
				expect((await request.post('/dev/clock', { data: { at } })).status()).toBe(200)
				await page.goto('/search?where=85004')
				const profiles = await page.locator('a[href^="/viewdoctorprofile/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.replace(/[?#].*$/, '')))])
				let found = false
				for (const profile of profiles) {
					await page.goto(profile)
					if ((await openingLinks(page).count()) === 0) continue
					if (!(await page.getByText(/office’s time zone \(MST\)/).isVisible())) continue
					found = true
					await openingLinks(page).first().scrollIntoViewIfNeeded()
					await expect(openingLinks(page).first()).toContainText(newYork)
					const times = await openingLinks(page).evaluateAll((links) => links.slice(0, 12).map((a) => [...a.querySelectorAll('span')].map((s) => s.textContent!)))
					for (const [office, theirs] of times) {
						const minutes = (text: string) => {
							const [, h, m, half] = text.match(/^(\d+):(\d+)\s?([AP]M)/)!
							return ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m)
						}
						expect(theirs, `the New York time beside ${office}`).toContain(newYork)
						expect((minutes(theirs!) - minutes(office!) + 1440) % 1440).toBe(hoursBehind * 60)
					}
					break
				}
				expect(found, `a Phoenix dietitian with openings on ${at}`).toBe(true)
			}
		} finally {
			await request.post('/dev/clock', { data: { reset: true } })
			await context.close()
		}
	})
})
