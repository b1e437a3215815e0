import { describe, expect, test } from 'vitest'
import { action as signin } from '#app/routes/user/signin.tsx'
import { action as signup } from '#app/routes/user/signup.tsx'
import { action as forgotPassword } from '#app/routes/user/forgotpassword.tsx'
import { action as verify } from '#app/routes/user/verify.tsx'
import { action as verifyToken } from '#app/routes/user/verify-token.tsx'
import { action as register } from '#app/routes/api/user.register.ts'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'

const formActions = [
	['/user/signin', signin],
	['/user/signup', signup],
	['/user/forgotpassword', forgotPassword],
	['/user/verify', verify],
	['/user/verify/token', verifyToken],
] as const

describe('a form action reads any body without a 500', () => {
	test.each(formActions)('%s: a body that is not a form is 415', async (path, action) => {
		for (const [contentType, body] of [
			['application/json', '{"email":"a@b.example"}'],
			['application/xml', '<email>a@b.example</email>'],
			['text/plain', 'email=a@b.example'],
			[null, 'email=a@b.example'],
		] as const) {
			const answer = await callRoute(action, path, body, { contentType })
			expect(answer.status, `${contentType}`).toBe(415)
			expect(answer.data).toBe('Send the form as application/x-www-form-urlencoded or multipart/form-data')
		}
		const dataRequest = await callRoute(action, `${path}.data`, '{"email":"x"}', { contentType: 'application/json' })
		expect(dataRequest.status).toBe(415)
	})

	test.each(formActions)('%s: a broken multipart body is 400', async (path, action) => {
		const noBoundary = await callRoute(action, path, 'email=x', { contentType: 'multipart/form-data' })
		expect(noBoundary).toMatchObject({ status: 400, data: 'The multipart body has no boundary' })
		const truncated = await callRoute(action, path, '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc', {
			contentType: 'multipart/form-data; boundary=XX',
		})
		expect(truncated).toMatchObject({ status: 400, data: 'The form data could not be read' })
	})

	test.each(formActions)('%s: a body over 64 KB is 413', async (path, action) => {
		const answer = await callRoute(action, path, form({ email: 'a@b.example', password: 'x'.repeat(70_000) }))
		expect(answer).toMatchObject({ status: 413, data: 'The request body is larger than 64 KB' })
	})

	test('the API refuses a body over 64 KB with 413 and a JSON message', async () => {
		const answer = await callApi(register, '/api/user/register', { first_name: 'x'.repeat(70_000) })
		expect(answer.status).toBe(413)
		expect(answer.body).toBe('The request body is larger than 64 KB')
	})
})

describe('NUL and control characters are refused at the door', () => {
	test('the API answers 400 with the field, and creates nothing', async () => {
		const answer = await callApi(register, '/api/user/register', {
			first_name: 'Da\u0000na',
			last_name: 'Rivera',
			email: 'nul.name@example.com',
			password: 'Kale-and-quinoa-42',
		})
		expect(answer.status).toBe(400)
		expect(answer.body).toBe('first_name: First name contains control characters')
		const again = await callApi(register, '/api/user/register', {
			first_name: 'Dana',
			last_name: 'Rivera',
			email: 'nul.name@example.com',
			password: 'Kale-and-quinoa-42',
		})
		expect(again.status).toBe(200)
	})

	test('the sign-up page shows the field error for a NUL or a line break in a name', async () => {
		for (const firstName of ['Da\u0000na', 'Dana\nBcc: someone@evil.example']) {
			const answer = await callRoute(
				signup,
				'/user/signup',
				form({ firstName, lastName: 'Rivera', email: 'nul.page@example.com', password: 'Kale-and-quinoa-42', confirmPassword: 'Kale-and-quinoa-42' }),
			)
			expect(answer.status).toBe(400)
			const result = (answer.data as { result: { error: Record<string, string[]> } }).result
			expect(result.error.firstName?.[0]).toMatch(/First name (contains control characters|must be on one line)/)
		}
	})
})
