import { expect, test } from 'vitest'
import { action as signin, loader as signinPage } from '#app/routes/user/signin.tsx'
import { action as signup, loader as signupPage } from '#app/routes/user/signup.tsx'
import { action as verify } from '#app/routes/user/verify.tsx'
import { action as verifyToken } from '#app/routes/user/verify-token.tsx'
import { codeIn, latestMail, registerUser, strongPassword, uniqueEmail, verificationTokenIn } from '../api/helpers.ts'
import { markVerified } from '#app/modules/accounts/users.server.ts'
import { callRoute, form } from '../form-client.ts'

const choice = '/billing/checkout?plan=professional&interval=year'
const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]!)

async function signUp(email: string, redirectTo?: string) {
	const fields: Record<string, string> = { firstName: 'Robin', lastName: 'Hale', email, password: strongPassword, confirmPassword: strongPassword, company_website: '' }
	if (redirectTo !== undefined) fields.redirectTo = redirectTo
	const answer = await callRoute(signup, '/user/signup', form(fields))
	expect(answer.location).toBe('/user/verify')
	return cookiesOf(answer.headers)
}

test('the sign-up and sign-in pages keep a same-site redirectTo and drop any other', async () => {
	expect((await callRoute(signupPage, `/user/signup?redirectTo=${encodeURIComponent(choice)}`)).data).toMatchObject({ redirectTo: choice })
	expect((await callRoute(signinPage, `/user/signin?redirectTo=${encodeURIComponent(choice)}`)).data).toMatchObject({ redirectTo: choice })
	for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
		expect((await callRoute(signupPage, `/user/signup?redirectTo=${encodeURIComponent(bad)}`)).data, bad).toMatchObject({ redirectTo: null })
	}
})

test('sign up, verify by code: back to the chosen plan instead of the welcome page', async () => {
	const email = uniqueEmail('return')
	const cookies = await signUp(email, choice)
	expect(cookies.some((c) => c.startsWith('en_return='))).toBe(true)
	const code = codeIn((await latestMail(email)).text)!
	const verified = await callRoute(verify, '/user/verify', form({ intent: 'verify', code }), { cookie: cookies.join('; ') })
	expect(verified.location).toBe(choice)
	expect(verified.headers.getSetCookie().some((c) => c.startsWith('en_return=;') && /Max-Age=0/i.test(c))).toBe(true)
})

test('sign up, verify by the mail link: back to the chosen plan', async () => {
	const email = uniqueEmail('link')
	const cookies = await signUp(email, choice)
	const token = verificationTokenIn((await latestMail(email)).text)!
	const verified = await callRoute(verifyToken, '/user/verify/token', form({ intent: 'verify', token }), { cookie: cookies.join('; ') })
	expect(verified.location).toBe(choice)
})

test('without a redirectTo, or with a foreign one, verification ends on the welcome page', async () => {
	for (const redirectTo of [undefined, 'https://evil.example/steal']) {
		const email = uniqueEmail('plain')
		const cookies = await signUp(email, redirectTo)
		expect(cookies.some((c) => c.startsWith('en_return='))).toBe(false)
		const code = codeIn((await latestMail(email)).text)!
		const verified = await callRoute(verify, '/user/verify', form({ intent: 'verify', code }), { cookie: cookies.join('; ') })
		expect(verified.location).toMatch(/^\/user\/welcome\/\d+$/)
	}
})

test('sign in goes back to the redirectTo; a foreign one goes home', async () => {
	const { email, answer } = await registerUser(uniqueEmail('signin'))
	await markVerified(answer.body.user.id)
	const credentials = { email, password: strongPassword, company_website: '' }
	expect((await callRoute(signin, '/user/signin', form({ ...credentials, redirectTo: choice }))).location).toBe(choice)
	expect((await callRoute(signin, '/user/signin', form({ ...credentials, redirectTo: '//evil.example' }))).location).toBe('/home')
})

test('sign in judges the redirect it will send: dot segments that normalise into another host go home', async () => {
	const { email, answer } = await registerUser(uniqueEmail('dots'))
	await markVerified(answer.body.user.id)
	const credentials = { email, password: strongPassword, company_website: '' }
	for (const redirectTo of ['/.//evil.example', '/%2e%2e//evil.example', '/./\\evil.example', '/a/..//evil.example', '/%2E//evil.example']) {
		const location = (await callRoute(signin, '/user/signin', form({ ...credentials, redirectTo }))).location
		expect(location, redirectTo).toBe('/home')
	}
	expect((await callRoute(signin, '/user/signin', form({ ...credentials, redirectTo: '/billing/./plans' }))).location).toBe('/billing/plans')
})
