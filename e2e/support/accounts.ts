import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '../fixtures.ts'

export const demo = {
	admin: { email: 'admin@americandietitian.example', password: 'Admin-demo-2024!' },
	withPlan: { email: 'maya.chen@americandietitian.example', password: 'Dietitian-demo-2024!' },
	noPlan: { email: 'sam.ortiz@americandietitian.example', password: 'Dietitian-demo-2024!' },
}

let counter = 0
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`
export const password = 'Avocado-toast-2026'

type OutboxMail = { to: string; subject: string; text: string; html: string; sentAt: string }

/** The newest mail to the address with that subject, read from the dev outbox (of the test server, or the one at `base`). */
export async function readMail(request: APIRequestContext, to: string, subject: string, base = '') {
	let found: OutboxMail | undefined
	await expect
		.poll(async () => {
			const response = await request.get(`${base}/dev/outbox.json?to=${encodeURIComponent(to)}`)
			const mails = (await response.json()) as OutboxMail[]
			found = mails.find((mail) => mail.subject === subject)
			return Boolean(found)
		})
		.toBe(true)
	return found!
}

export const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]!
export const linkIn = (text: string) => text.match(/https?:\/\/\S+\/user\/verify\/token\?\S+/)![0]

export async function signUp(page: Page, email: string, firstName = 'Dana') {
	await page.goto('/user/signup')
	await page.getByLabel('First name').fill(firstName)
	await page.getByLabel('Last name').fill('Rivera')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByLabel('Confirm password').fill(password)
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page).toHaveURL(/\/user\/verify$/)
}

export async function signIn(page: Page, account: { email: string; password: string }) {
	await page.goto('/user/signin')
	await page.getByLabel('E-mail').fill(account.email)
	await page.getByLabel('Password').fill(account.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page).toHaveURL(/\/home$/)
}

/** A toast on screen (the class marks our toast elements; Radix also mirrors the text for screen readers). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text })
