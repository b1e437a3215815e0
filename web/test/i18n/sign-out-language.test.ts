import { expect, test } from 'vitest'
import { action as signOut } from '#app/routes/user/signout.ts'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'

// Issue 32: signing out from a Spanish page lands on the Spanish home; from any other page, on /home.
test('signing out lands on the home page of the language it was asked from', async () => {
	const dietitian = await dietitianWithProfile()
	const fromSpanish = await callRoute(signOut, '/user/signout', new URLSearchParams(), {
		cookie: await sessionCookieFor(dietitian.id),
		headers: { origin: 'http://localhost:3000', referer: 'http://localhost:3000/es/search?where=10001' },
	})
	expect(fromSpanish.status).toBe(302)
	expect(fromSpanish.location).toBe('/es/home')
	const fromEnglish = await callRoute(signOut, '/user/signout', new URLSearchParams(), {
		cookie: await sessionCookieFor(dietitian.id),
		headers: { origin: 'http://localhost:3000', referer: 'http://localhost:3000/search' },
	})
	expect(fromEnglish.location).toBe('/home')
})
