import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { submitContactRequest } from '#app/modules/leads/contact-requests.server.ts'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { appRoutes, loadRouteModule, type AppRoute } from './route-config.ts'
import { articleId, useRoleWorld } from './role-world.ts'
import { credentialsOf, roles, type Role } from './roles.ts'

/**
 * Who may do what: every route of routes.ts × every method it handles × every
 * role, as the expected status or redirect target (→/path). A route added to
 * routes.ts without a row here fails; so does a row for a route that is gone.
 * Run with MATRIX_PRINT=1 to print what the app answers now, in this notation,
 * ready to review and paste.
 *
 * Columns:  visitor  unverified  free  paid  other  suspended  admin
 *   free: a verified dietitian without a plan; paid: with a listing plan, listed in Boston, owner
 *   of the article and the welcome page asked for; other: another paying
 *   dietitian asking for paid's article and welcome page; suspended: a paying
 *   dietitian whose account an admin suspended after they signed in.
 * Pages get GET (loader) and POST (action, an empty form) with the session
 * cookie; /api calls get POST with an empty JSON object and a Bearer token.
 */
type Row = { url?: (f: Fixtures) => string; GET?: string; POST?: string }
type Fixtures = { paidUserId: number; articleId: number; aiDocumentId: string; contactRequestId: number }

// prettier-ignore
const matrix: Record<string, Row> = {
	//        visitor       unverified      free            paid          other         suspended     admin
	'': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        →/home',
	},
	'healthz': {
		GET:  '200           200             200             200           200           200           200',
	},
	'readyz': {
		GET:  '200           200             200             200           200           200           200',
	},
	'robots.txt': {
		GET:  '200           200             200             200           200           200           200',
	},
	'sitemap.xml': {
		GET:  '200           200             200             200           200           200           200',
	},
	'articles.rss': {
		GET:  '200           200             200             200           200           200           200',
	},
	'covers/:file': {
		GET:  '404           404             404             404           404           404           404',
	},
	'uploads/*': {
		GET:  '404           404             404             404           404           404           404',
	},
	'signin': {
		GET:  '→/user/signin →/user/signin   →/user/signin   →/user/signin →/user/signin →/user/signin →/user/signin',
	},
	'user/signout': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        →/home',
		POST: '→/home        →/home          →/home          →/home        →/home        →/home        →/home',
	},
	'dev/outbox.json': {
		GET:  '200           200             200             200           200           200           200',
	},
	'webhooks/cms': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        →/home',
		POST: '401           401             401             401           401           401           401',
	},
	'api/user/login': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/register': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/login-with-token': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/token-verification': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/send-verify-email': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           200             200             200           200           401           200',
	},
	'api/user/send-verify-code': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/check-verify-code': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/change-password': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/logout': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           200             200             200           200           200           200',
	},
	'api/user/send-subscribe-verify-code': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/user/check-subscribe-verify-code': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/stripe/webhook': {
		GET:  '405           405             405             405           405           405           405',
		POST: '503           503             503             503           503           503           503',
	},
	'billing/cancel': {
		GET:  '→/services    →/services      →/services      →/services    →/services    →/services    →/services',
	},
	'billing/portal': {
		GET:  '→/viewprofile →/viewprofile   →/viewprofile   →/viewprofile →/viewprofile →/viewprofile →/viewprofile',
		POST: '→/home        →/viewprofile   →/viewprofile   →/viewprofile →/viewprofile →/home        →/viewprofile',
	},
	'api/dietitians/search': {
		GET:  '405           405             405             405           405           405           405',
		POST: '200           200             200             200           200           200           200',
	},
	'api/ai_articles/search': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/ai_articles/get-by-id': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'api/openapi.json': {
		GET:  '200           200             200             200           200           200           200',
	},
	'user/signin': {
		GET:  '200           →/home          →/home          →/home        →/home        200           →/home',
		POST: '400           400             400             400           400           400           400',
	},
	'user/signup': {
		GET:  '200           →/home          →/home          →/home        →/home        200           →/home',
		POST: '400           400             400             400           400           400           400',
	},
	'user/forgotpassword': {
		POST: '400           400             400             400           400           400           400',
	},
	'user/verify': {
		GET:  '200           200             200             200           200           200           200',
		POST: '400           400             400             400           400           400           400',
	},
	'user/verify/token': {
		GET:  '200           200             200             200           200           200           200',
		POST: '400           400             400             400           400           400           400',
	},
	'user/welcome/:id': {
		url: (f) => `/user/welcome/${f.paidUserId}`,
		GET:  '→/home        →/home          →/home          200           →/home        →/home        →/home',
	},
	'home': {
		GET:  '200           200             200             200           200           200           200',
	},
	'services': {
		GET:  '200           200             200             200           200           200           200',
	},
	'aboutus': {
		GET:  '200           200             200             200           200           200           200',
	},
	'terms': {
		GET:  '200           200             200             200           200           200           200',
	},
	'privacypolicy': {
		GET:  '200           200             200             200           200           200           200',
	},
	'search': {
		GET:  '200           200             200             200           200           200           200',
	},
	'viewdoctorprofile/:id': {
		url: (f) => `/viewdoctorprofile/${f.paidUserId}`,
		GET:  '200           200           200           200           200           200           200',
		POST: '400           400           400           400           400           400           400',
	},
	'menu': {},
	'newsletter': {
		POST: '400           400             400             400           400           400           400',
	},
	'newsletter/unsubscribe': {
		GET:  '200           200             200             200           200           200           200',
		POST: '400           400             400             400           400           400           400',
	},
	'blogpage': {
		GET:  '200           200             200             200           200           200           200',
	},
	'singlepost/:id': {
		GET:  '404           404             404             404           404           404           404',
	},
	'ai-blogpage': {
		GET:  '200           200             200             200           200           200           200',
	},
	'ai-singlepost/:id': {
		GET:  '404           404             404             404           404           404           404',
	},
	'viewprofile': {
		GET:  '→/home        200             200             200           200           →/home        200',
	},
	'setupprofile': {
		GET:  '→/home        →/home          →/home          200           200           →/home        →/home',
		POST: '→/home        →/home          →/home          400           400           →/home        →/home',
	},
	'articleeditor': {
		GET:  '→/home        200             200             200           200           →/home        200',
	},
	'articleeditor/new': {
		GET:  '→/home        →/articleeditor →/articleeditor 200           200           →/home        200',
		POST: '→/home        →/articleeditor →/articleeditor 400           400           →/home        400',
	},
	'articles/preview': {
		GET:  '403           403             403             403           403           403           403',
	},
	'articleeditor/ai/:documentId': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        404',
		POST: '→/home        →/home          →/home          →/home        →/home        →/home        404',
	},
	'articleeditor/:id': {
		GET:  '→/home        404             404             200           404           →/home        200',
		POST: '→/home        404             404             400           404           →/home        400',
	},
	'admin': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        200',
	},
	'billing/checkout': {
		GET:  '400           400             400             400           400           400           400',
		POST: '400           400             400             400           400           400           400',
	},
	'billing/test-checkout': {
		GET:  '→/home        400             400             400           400           →/home        400',
		POST: '→/home        400             400             400           400           →/home        400',
	},
	'billing/success': {
		GET:  '→/home        400             400             400           400           →/home        400',
	},
	'billing/test-portal': {
		GET:  '→/home        →/viewprofile   →/viewprofile   →/viewprofile →/viewprofile →/home        →/viewprofile',
		POST: '→/home        400             400             400           400           →/home        400',
	},
	'dev/outbox': {
		GET:  '200           200             200             200           200           200           200',
	},
	'api/docs': {
		GET:  '200           200             200             200           200           200           200',
	},
	'media/*': {
		GET:  '404           404             404             404           404           404           404',
	},
	'api/user/setupProfileStep1': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403             403             400           400           401           403',
	},
	'api/user/setupProfileStep2': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403             403             400           400           401           403',
	},
	'api/user/profile-submit': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403           403           200           201           401           403',
	},
	'api/user/change-contact-info': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403             403             400           400           401           403',
	},
	'api/user/change-workingtime': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403             403             400           400           401           403',
	},
	'api/user/change-avatar': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403           403           400           400           401           403',
	},
	'api/user/change-title-website': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403             403             400           400           401           403',
	},
	'api/user/change-summary': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403             403             400           400           401           403',
	},
	'api/user/change-education': {
		GET:  '405           405             405             405           405           405           405',
		POST: '401           403           403           400           400           401           403',
	},
	'admin/subscribers.csv': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        200',
	},
	'api/dietitians/contact': {
		GET:  '405           405             405             405           405           405           405',
		POST: '400           400             400             400           400           400           400',
	},
	'd/:id': {
		url: (f) => `/d/${f.paidUserId}`,
		GET:  '→/viewdoctorprofile/{paid} →/viewdoctorprofile/{paid} →/viewdoctorprofile/{paid} →/viewdoctorprofile/{paid} →/viewdoctorprofile/{paid} →/viewdoctorprofile/{paid} →/viewdoctorprofile/{paid}',
	},
	'viewdoctorprofile/:id/seen': {
		url: (f) => `/viewdoctorprofile/${f.paidUserId}/seen`,
		GET:  '200           200             200             200           200           200           200',
	},
	'viewprofile/requests/:id/read': {
		url: (f) => `/viewprofile/requests/${f.contactRequestId}/read`,
		GET:  '→/viewprofile →/viewprofile   →/viewprofile   →/viewprofile →/viewprofile →/viewprofile →/viewprofile',
		POST: '→/home        404           404           →/viewprofile 404           →/home        404',
	},
	'dietitians/:state': {
		url: () => '/dietitians/massachusetts',
		GET:  '200           200           200           200           200           200           200',
	},
	'dietitians/:state/telehealth': {
		url: () => '/dietitians/massachusetts/telehealth',
		GET:  '200           200           200           200           200           200           200',
	},
	'dietitians/:state/:city': {
		url: () => '/dietitians/massachusetts/boston',
		GET:  '200           200           200           200           200           200           200',
	},
	'viewprofile/edit/:section': {
		url: () => '/viewprofile/edit/summary',
		GET:  '→/home        →/home        →/home        200           →/setupprofile →/home        →/home',
		POST: '→/home        →/home        →/home        400           400           →/home        →/home',
	},
	'admin/users': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        200',
	},
	'admin/users/:id': {
		url: (f) => `/admin/users/${f.paidUserId}`,
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        200',
		POST: '403           403             403             403           403           403           400',
	},
	'admin/approvals': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        200',
	},
	'admin/subscribers': {
		GET:  '→/home        →/home          →/home          →/home        →/home        →/home        200',
	},
	'*': {
		GET:  '404           404             404             404           404           404           404',
	},
}

const people = useRoleWorld()
const owned = { contactRequestId: 0 }

// `paid` is a listed dietitian in Boston who offers telehealth in Massachusetts and has
// one contact request: the profile, the landing pages, the short link and the request
// are real resources, so each role meets the rule that guards them, not a 404.
beforeAll(async () => {
	const db = await getDb()
	await db.insert(profiles).values({
		userId: people.paid.id,
		reviewStatus: 'approved',
		approvedAt: new Date(),
		step1SavedAt: new Date(),
		step2SavedAt: new Date(),
		submittedAt: new Date(),
		role: 'Registered Dietitian',
		credentials: ['RDN'],
		businessEmail: 'office.paid@example.com',
		cityName: 'Boston',
		cityKey: 'boston',
		state: 'MA',
		zipcode: '02108',
		latitude: 42.3576,
		longitude: -71.0636,
		offersTelehealth: true,
		telehealthStates: ['MA'],
	})
	const sent = await submitContactRequest(people.paid.id, { name: 'Ana Visitor', email: 'ana@example.com', phone: '', message: 'May I book a first visit?', preferredContact: 'email' }, '203.0.113.7')
	if (sent.status !== 'sent') throw new Error(`the contact request was not stored: ${sent.status}`)
	owned.contactRequestId = sent.id
})

const fixtures = (): Fixtures => ({ paidUserId: people.paid.id, articleId, aiDocumentId: 'articledocument00001', contactRequestId: owned.contactRequestId })

function defaultUrl(pattern: string, f: Fixtures) {
	const filled = pattern
		.split('/')
		.map((part) => (part === '*' ? 'no-such-file.png' : part === ':id' ? String(f.articleId) : part.startsWith(':') ? 'x' : part))
		.join('/')
	return `/${filled}`
}

function paramsOf(pattern: string, url: string): Record<string, string> {
	const parts = new URL(url, 'http://localhost').pathname.split('/').slice(1)
	const params: Record<string, string> = {}
	pattern.split('/').forEach((part, index) => {
		if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(parts[index] ?? '')
		if (part === '*') params['*'] = parts.slice(index).join('/')
	})
	return params
}

const isApi = (route: AppRoute) => route.pattern.startsWith('api/')

function outcome(status: number, location: string | null) {
	if (status >= 300 && status < 400 && location) return `→${new URL(location, 'http://localhost').pathname}`
	return String(status)
}

async function ask(route: AppRoute, method: 'GET' | 'POST', role: Role, url: string): Promise<string> {
	const module = await loadRouteModule(route)
	const handler = method === 'GET' ? module.loader : module.action
	if (!handler) throw new Error(`${route.file} has no ${method} handler`)
	const credentials = await credentialsOf(role, people)
	const params = paramsOf(route.pattern, url)
	if (isApi(route) && method === 'POST') {
		const headers: Record<string, string> = credentials.bearer ? { authorization: `Bearer ${credentials.bearer}` } : {}
		const answer = await callApi(handler, url, {}, { headers })
		return outcome(answer.status, answer.headers.get('location'))
	}
	const body = method === 'POST' ? new URLSearchParams() : undefined
	const answer = await callRoute(handler, url, body, { cookie: credentials.cookie, params })
	return outcome(answer.status, answer.location)
}

const methodsOf = async (route: AppRoute) => {
	const module = await loadRouteModule(route)
	return (['GET', 'POST'] as const).filter((method) => (method === 'GET' ? module.loader : module.action))
}

const routes = appRoutes()
let cells = 0

test('every route in routes.ts has a row, and every row a route', () => {
	const patterns = new Set(routes.map((route) => route.pattern))
	expect(routes.map((route) => route.pattern).filter((pattern) => !(pattern in matrix)), 'routes without a row').toEqual([])
	expect(Object.keys(matrix).filter((pattern) => !patterns.has(pattern)), 'rows without a route').toEqual([])
})

describe.each(routes)('/$pattern', (route) => {
	test('answers each role as the matrix says', async () => {
		const row = matrix[route.pattern]
		const methods = await methodsOf(route)
		const url = (row?.url ?? ((f: Fixtures) => defaultUrl(route.pattern, f)))(fixtures())
		const observed: Partial<Record<'GET' | 'POST', string>> = {}
		for (const method of methods) {
			const cellsOfRow: string[] = []
			for (const role of roles) cellsOfRow.push(await ask(route, method, role, url))
			observed[method] = cellsOfRow.join(' ')
			cells += roles.length
		}
		if (process.env.MATRIX_PRINT) console.log(`\t'${route.pattern}': { ${methods.map((m) => `${m}: '${observed[m]}'`).join(', ')} },`)
		if (!row) return
		// `{paid}` in a cell stands for the id of paid's account, which each run creates anew.
		const expected = Object.fromEntries(methods.map((method) => [method, row[method]?.trim().split(/\s+/).join(' ').replaceAll('{paid}', String(people.paid.id))]))
		expect(observed, `${route.file} (${url})`).toEqual(expected)
	})
})

afterAll(() => {
	console.log(`[authorization matrix] ${cells} cells: ${routes.length} routes × methods × ${roles.length} roles`)
})
