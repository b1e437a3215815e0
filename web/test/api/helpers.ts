import { expect } from 'vitest'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as register } from '#app/routes/api/user.register.ts'
import { callApi, type ApiAnswer } from '../api-client.ts'

let counter = 0
export const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${++counter}@example.com`

export const strongPassword = 'Kale-and-quinoa-42'

export async function registerUser(email = uniqueEmail()) {
	const answer = await callApi(register, '/api/user/register', {
		first_name: 'Dana',
		last_name: 'Rivera',
		email,
		password: strongPassword,
	})
	expect(answer.status).toBe(200)
	return { email, answer: answer as ApiAnswer & { body: { token: string; user: { id: number } } } }
}

/** The newest mail to the address, from the outbox. */
export async function latestMail(to: string) {
	const [mail] = await listOutbox(to)
	if (!mail) throw new Error(`no mail to ${to}`)
	return mail
}

export const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? null

export function verificationTokenIn(text: string) {
	const link = text.match(/https?:\/\/\S+\/user\/verify\/token\?\S+/)?.[0]
	if (!link) return null
	const params = new URL(link).searchParams
	return ['firstpart', 'secondpart', 'thirdpart'].map((p) => params.get(p)).join('.')
}

/** No answer of the API may ever carry a password hash. */
export function expectNoSecrets(answer: ApiAnswer) {
	expect(answer.raw).not.toMatch(/\$argon2|password_?hash|passwordHash|code_?hash/i)
}
