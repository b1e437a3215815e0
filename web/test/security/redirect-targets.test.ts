import { describe, expect, test } from 'vitest'
import { markVerified } from '#app/modules/accounts/users.server.ts'
import { rememberReturnPathHeader } from '#app/modules/auth/return-to.server.ts'
import { safeRedirectPath } from '#app/modules/site/safe-url.ts'
import { loader as languageSwitch } from '#app/routes/language.$locale.ts'
import { loader as stateLanding } from '#app/routes/dietitians.$state.tsx'
import { action as signin, loader as signinPage } from '#app/routes/user/signin.tsx'
import { action as signup, loader as signupPage } from '#app/routes/user/signup.tsx'
import { registerUser, strongPassword, uniqueEmail } from '../api/helpers.ts'
import { callRoute, form } from '../form-client.ts'
import { hostileRedirectTargets, staysOnSite } from './hostile-redirects.ts'

/**
 * Issue 41 point 1: every route that redirects to a path a request supplies judges it with the one
 * function (safeRedirectPath), after normalising; the same table of hostile values runs against each.
 */
const site = 'http://localhost:3000'
const hostile = hostileRedirectTargets.map((value) => [JSON.stringify(value).slice(0, 60), value] as const)

describe('the one redirect function', () => {
	test.each(hostile)('%s goes to the fallback', (_, value) => {
		expect(safeRedirectPath(value, '/home', site)).toBe('/home')
	})

	test.each([
		['/setupprofile?step=2', '/setupprofile?step=2'],
		['/billing/./plans', '/billing/plans'],
		['/a/b/../c?x=1#y', '/a/c?x=1#y'],
		['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
		['/search?where=//x', '/search?where=//x'],
		// The site's own absolute address (a Referer, a link in a mail) is its path.
		[`${site}/viewprofile#requests`, '/viewprofile#requests'],
	])('the same-site target %j is sent as %j', (value, sent) => {
		expect(safeRedirectPath(value, '/home', site)).toBe(sent)
	})
})

describe('the language switch', () => {
	test.each(hostile)('next=%s lands on the home page of the language', async (_, value) => {
		for (const locale of ['en', 'es'] as const) {
			const answer = await callRoute(languageSwitch, `/language/${locale}?next=${encodeURIComponent(value)}`, undefined, { params: { locale } })
			expect(answer.status).toBe(303)
			expect(answer.location).toBe(locale === 'es' ? '/es/home' : '/home')
		}
	})

	test('a page of the site keeps its path and query in the other language', async () => {
		const answer = await callRoute(languageSwitch, `/language/es?next=${encodeURIComponent('/search?where=10001')}`, undefined, { params: { locale: 'es' } })
		expect(answer.location).toBe('/es/search?where=10001')
		const back = await callRoute(languageSwitch, `/language/en?next=${encodeURIComponent('/es/./aboutus')}`, undefined, { params: { locale: 'en' } })
		expect(back.location).toBe('/aboutus')
	})
})

describe('sign-in and sign-up', () => {
	test('the pages drop a hostile redirectTo from their form', async () => {
		for (const value of hostileRedirectTargets) {
			expect((await callRoute(signinPage, `/user/signin?redirectTo=${encodeURIComponent(value)}`)).data, JSON.stringify(value)).toMatchObject({ redirectTo: null })
			expect((await callRoute(signupPage, `/user/signup?redirectTo=${encodeURIComponent(value)}`)).data, JSON.stringify(value)).toMatchObject({ redirectTo: null })
		}
	})

	// Two sign-ins for each of the table's values (a sign-in verifies an argon2 hash): longer than the usual 20 s on a busy machine.
	test('signing in with a hostile redirectTo, or a hostile remembered path, lands on the home page', { timeout: 120_000 }, async () => {
		const { email, answer } = await registerUser(uniqueEmail('redirects'))
		await markVerified(answer.body.user.id)
		const credentials = { email, password: strongPassword, company_website: '' }
		const answers = await Promise.all(
			hostileRedirectTargets.map(async (value) => {
				const posted = await callRoute(signin, '/user/signin', form({ ...credentials, redirectTo: value }))
				// The guard remembers a path in a signed cookie; one signed with a hostile value is judged the same way.
				const remembered = await callRoute(signin, '/user/signin', form(credentials), { cookie: (await rememberReturnPathHeader(value)).split(';')[0] })
				return { value, locations: [posted.location, remembered.location] }
			}),
		)
		for (const { value, locations } of answers) expect(locations, JSON.stringify(value)).toEqual(['/home', '/home'])
	})

	test('signing up with a hostile redirectTo remembers nothing', { timeout: 120_000 }, async () => {
		for (const value of hostileRedirectTargets.slice(0, 12)) {
			const fields = { firstName: 'Robin', lastName: 'Hale', email: uniqueEmail('signup'), password: strongPassword, confirmPassword: strongPassword, company_website: '', redirectTo: value }
			const answer = await callRoute(signup, '/user/signup', form(fields))
			expect(answer.location).toBe('/user/verify')
			expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('en_return=')), JSON.stringify(value)).toBe(false)
		}
	})
})

describe('the state code to state name redirect', () => {
	test.each(hostile)('/dietitians/ny/%s stays on the site', async (_, value) => {
		const answer = await callRoute(stateLanding, `/dietitians/ny/${encodeURIComponent(value)}`, undefined, { params: { state: 'ny' } })
		if (answer.status === 301) expect(staysOnSite(answer.location, site), String(answer.location)).toBe(true)
		else expect(answer.status).toBe(404)
	})
})
