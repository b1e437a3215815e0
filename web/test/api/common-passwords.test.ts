import { expect, test } from 'vitest'
import { action as changePassword } from '#app/routes/api/user.change-password.ts'
import { action as register } from '#app/routes/api/user.register.ts'
import { action as forgotPassword } from '#app/routes/user/forgotpassword.tsx'
import { action as signup } from '#app/routes/user/signup.tsx'
import { callApi } from '../api-client.ts'
import { callRoute, form } from '../form-client.ts'
import { strongPassword, uniqueEmail } from './helpers.ts'

// 'aaaaaaaa' is the probe's example; the others are in the bundled breach list, not in the old short one.
const weak = ['aaaaaaaa', 'abcabcabc', 'sunflower', 'Qazwsxedc', 'football123', 'Dietitian1']
const message = /This password is too common or has appeared in a data breach\. Choose another one\./

test.each(weak)('sign-up, the API sign-up and the password reset (page and API) refuse %j with a clear message', async (password) => {
	const email = uniqueEmail('weak')
	const page = await callRoute(signup, '/user/signup', form({ firstName: 'Robin', lastName: 'Hale', email, password, confirmPassword: password, company_website: '' }))
	expect(page.status).toBe(400)
	expect(JSON.stringify(page.data)).toMatch(message)

	const api = await callApi(register, '/api/user/register', { first_name: 'Robin', last_name: 'Hale', email, password })
	expect(api.status).toBe(400)
	expect(api.body).toMatch(message)

	const reset = await callRoute(forgotPassword, '/user/forgotpassword', form({ intent: 'reset', email, resetToken: 'x', password, confirmPassword: password, company_website: '' }))
	expect(reset.status).toBe(400)
	expect(JSON.stringify(reset.data)).toMatch(message)

	const change = await callApi(changePassword, '/api/user/change-password', { email, password, verifyCode: '123456' })
	expect(change.status).toBe(400)
	expect(change.body).toMatch(message)
})

test('a strong password passes the list', async () => {
	const email = uniqueEmail('strong')
	const page = await callRoute(signup, '/user/signup', form({ firstName: 'Robin', lastName: 'Hale', email, password: strongPassword, confirmPassword: strongPassword, company_website: '' }))
	expect(page.location).toBe('/user/verify')
	const api = await callApi(register, '/api/user/register', { first_name: 'Robin', last_name: 'Hale', email: uniqueEmail('strong'), password: 'Beets-and-barley-77' })
	expect(api.status).toBe(200)
})
