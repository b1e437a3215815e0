import { expect, test } from 'vitest'
import { middleware } from '#app/root.tsx'
import { action as signin } from '#app/routes/user/signin.tsx'
import { action as subscribe } from '#app/routes/newsletter.tsx'
import { strongPassword, uniqueEmail } from '../api/helpers.ts'
import { callRoute, form, type FormCall } from '../form-client.ts'

type Handler = (args: never) => unknown

/** A page action as the server runs it: behind the root route's middleware. */
const behindRoot =
	(action: Handler): Handler =>
	(args: never) => {
		const chain = middleware.reduceRight<() => Promise<unknown>>((next, guard) => () => Promise.resolve(guard(args, next as never)), async () => action(args))
		return chain()
	}

const post = (action: Handler, path: string, fields: Record<string, string>, headers: FormCall['headers']) =>
	callRoute(behindRoot(action), path, form(fields), { headers })

test('a page action posted from another site is refused, with or without an Origin header', async () => {
	const credentials = { email: uniqueEmail('forged'), password: strongPassword, company_website: '' }
	for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }] as Record<string, string>[]) {
		expect((await post(signin, '/user/signin', credentials, headers)).status, JSON.stringify(headers)).toBe(403)
		expect((await post(subscribe, '/newsletter', { email: uniqueEmail('forged'), source: '/home' }, headers)).status, JSON.stringify(headers)).toBe(403)
	}
})

test('the same page action from this site, a typed URL or a client without browser headers goes through', async () => {
	const credentials = { email: uniqueEmail('own'), password: strongPassword, company_website: '' }
	for (const headers of [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, { 'sec-fetch-site': 'none' }, {}] as Record<string, string>[]) {
		const answer = await post(signin, '/user/signin', credentials, headers)
		expect(answer.status, JSON.stringify(headers)).not.toBe(403)
	}
})
