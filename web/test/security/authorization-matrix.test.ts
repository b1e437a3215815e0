import { and, eq } from 'drizzle-orm'
import crypto from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appointments } from '#db/schema/appointments.ts'
import { listingReports } from '#db/schema/reports.ts'
import { reviewReports, reviews } from '#db/schema/reviews.ts'
import { accountVersion } from '#app/modules/admin/account-version.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { openingView, openingsOf } from '#app/modules/appointments/booking.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { callApi } from '../api-client.ts'
import { confirmedRequest } from '../leads/confirmed-request.ts'
import { strongPassword, uniqueEmail } from '../api/helpers.ts'
import { priceEnv, webhookSecret } from '../billing/helpers.ts'
import { callRoute } from '../form-client.ts'
import { accessRules, admits, refusal, type Channel, type Origin, type Refusal, type Rule } from './access-rules.ts'
import {
	accountWithPassword,
	awaitingVerification,
	formOf,
	freshCaller,
	newsletterCodeMailed,
	resetCodeMailed,
	resetTokenIssued,
	step1Body,
	step2Body,
	summaryText,
	unsubscribeToken,
	workingWeek,
	type Caller,
} from './probe-fixtures.ts'
import { aiArticle, articleId, publishedArticleId, uploadName, useRoleWorld } from './role-world.ts'
import { createRoleUser, credentialsFor, credentialsOf, roles, type Credentials, type Role } from './roles.ts'
import { appRoutes, loadRouteModule, type AppRoute } from './route-config.ts'

/**
 * Who may do what. Every route of routes.ts states its access rule per method
 * it handles (access-rules.ts), and every role is asked: the expected answer is
 * derived from the rule, the route's answer to a caller it lets in (`ok`), or
 * its refusal (pages: /home, spec §6; the API: 401 without a session, 403
 * without the right). A route added to routes.ts without a row fails; so does
 * a row for a route that is gone, and a handled method without a cell.
 *
 * Roles (roles.ts): visitor, unverified (holding a complimentary plan), free
 * (verified, no plan), paid (owner of the resources asked for), other (paying
 * too, asking for paid's resources), suspended (paying, suspended after it
 * signed in), admin. Pages get the role's session cookie, the API its Bearer token.
 *
 * Every probe sends what the route's own validation accepts, so a cell is
 * about who may act, never about the validator. What a probe uses up (a mailed
 * code, a link, a profile it changes) is made anew for each role. Cells read
 * `200`, a status, or `→/path` for a redirect; `{paid}` and the names a
 * probe's setup makes (`{id}`, `{target}`) stand for ids each run creates anew.
 */

type Method = 'GET' | 'POST'
/** Values one probe's setup made, named in its URL, body and expected answer. */
type Setup = Record<string, string | number>

type Cell = {
	/** What this cell asks, when a method is asked about more than one resource. */
	case?: string
	rule: Rule
	/** Whose resource is asked for (the owner rules): `paid`'s unless said. */
	owner?: Role
	/** Where the request comes from: another machine (a visitor on the internet) unless said. */
	from?: Origin
	/** The answer of a caller the rule lets in (`secret`: of the secret's holder, which no role is). */
	ok: string
	/** Callers the rule lets in whose answer differs by their own state, never by their right; the row says why. */
	okFor?: Partial<Record<Role, string>>
	/** A refused caller's answer, when it is not the usual one (see `refusal`). */
	refused?: Refusal
	/** The action changes the caller's own account: each role calls as a new account of its kind, with a draft profile. */
	freshCaller?: true
	/** Made anew before each role's probe. */
	setup?: () => Promise<Setup>
	url?: (setup: Setup) => string
	/** Form fields (pages). */
	form?: (setup: Setup) => Record<string, string | readonly string[]>
	/** A JSON body (the API, the CMS webhook). */
	json?: (setup: Setup) => unknown
	headers?: (setup: Setup) => Record<string, string>
	/** A cookie besides the session's. */
	cookie?: (setup: Setup) => string
}

type Row = Partial<Record<Method, Cell | Cell[]>>

const casesOf = (row: Row, method: Method): Cell[] => [row[method] ?? []].flat()

const world = useRoleWorld({ STRIPE_WEBHOOK_SECRET: webhookSecret, CMS_WEBHOOK_SECRET: 'the-cms-webhook-shared-secret', PREVIEW_SECRET: 'the-preview-links-secret-0123456789abcdef', ...priceEnv })
/** An account that signs in with `strongPassword`, and an API token of it. */
const signIn = { user: {} as UserRow, token: '' }

beforeAll(async () => {
	signIn.user = await accountWithPassword()
	signIn.token = (await credentialsFor(signIn.user)).bearer!
})

const paidId = () => world.people.paid.id

/** The API answers POST only: any other method is refused before anyone is asked who they are. */
const postOnly: Cell = { rule: 'public', ok: '405' }

/** A preview link as the CMS makes it, signed with a secret that is not the site's. */
function previewLinkSignedElsewhere() {
	const payload = Buffer.from(JSON.stringify({ k: 'article', d: 'articledocument00001', e: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')
	const signature = crypto.createHmac('sha256', 'a-secret-that-is-not-the-sites-own-secret').update(payload).digest('base64url')
	return `${payload}.${signature}`
}

const stripeEvent = { id: 'evt_matrix', object: 'event', type: 'checkout.session.completed', created: 1_700_000_000, data: { object: {} } }

const article = { title: 'Eating for a calm gut', summary: 'Fibre, slowly.', tags: 'gut health', body: 'Start small, and drink water.', intent: 'save' }

/** A week open from 06:00 to 22:00 every day, one hour's notice: paid always has an intro call to book. */
const weekOpen = {
	kinds: [
		{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
	],
	windows: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: '06:00', end: '22:00' })),
	timeOff: [],
	noticeHours: 1,
	horizonDays: 30,
}
async function openWeek() {
	await saveAvailability(paidId(), availabilitySchema.parse(weekOpen))
	return {}
}
/** Each booking probe starts with none of paid's holds waiting: a dietitian takes at most 3 at a time (issue 43 point 1). */
async function noWaitingHolds() {
	await (await getDb()).update(appointments).set({ status: 'expired' }).where(and(eq(appointments.dietitianId, paidId()), eq(appointments.status, 'held')))
}
async function nextFreeStart() {
	await noWaitingHolds()
	const found = await openingsOf(paidId(), Date.now(), Date.now() + 30 * 86_400_000, 'intro')
	if (typeof found === 'string' || !found.openings[0]) throw new Error(`paid has no opening: ${String(found)}`)
	return openingView(found.timeZone, found.openings[0]).start
}

/** A request waiting for paid's answer, a day apart from the one made before (the exclusion constraint keeps them apart). */
let requestedAppointments = 0
async function requestedAppointment() {
	const start = new Date(Date.now() + (40 + ++requestedAppointments) * 86_400_000)
	const [row] = await (await getDb())
		.insert(appointments)
		.values({ dietitianId: paidId(), kind: 'intro', format: 'video', startsAt: start, endsAt: new Date(start.getTime() + 15 * 60_000), timeZone: 'America/New_York', status: 'requested', visitorName: 'Ana Visitor', visitorEmail: 'ana@example.com', visitorEmailKey: 'ana@example.com', reason: 'Meal planning', insurance: 'Aetna', holdExpiresAt: new Date(), requestedAt: new Date(), replyDueAt: start, createdAt: new Date() })
		.returning({ id: appointments.id })
	return { appointment: row!.id }
}

/** A visit of paid's that ended an hour or so ago, 20 minutes apart from the one made before: "Did not take place" is offered for it. */
let pastVisits = 0
async function endedVisit() {
	const start = new Date(Date.now() - 2 * 3_600_000 - ++pastVisits * 20 * 60_000)
	const [row] = await (await getDb())
		.insert(appointments)
		.values({ dietitianId: paidId(), kind: 'intro', format: 'video', startsAt: start, endsAt: new Date(start.getTime() + 15 * 60_000), timeZone: 'America/New_York', status: 'confirmed', visitorName: 'Ana Visitor', visitorEmail: 'ana@example.com', visitorEmailKey: 'ana@example.com', insurance: 'Aetna', holdExpiresAt: start, confirmedAt: start, createdAt: start })
		.returning({ id: appointments.id })
	return { visit: row!.id }
}

/** A review of paid's (issue 46), as the review link writes one. */
let writtenReviews = 0
async function paidReview() {
	const n = ++writtenReviews
	const [row] = await (await getDb())
		.insert(reviews)
		.values({ dietitianId: paidId(), visitId: 900_000 + n, linkId: 900_000 + n, rating: 4, recommend: true, display: 'name', reviewerName: 'Ana V.', reviewerEmail: 'ana@example.com', kind: 'intro', visitMonth: '2026-11', createdAt: new Date(), updatedAt: new Date() })
		.returning({ id: reviews.id })
	return { review: row!.id }
}

const contactInfo = Object.fromEntries(
	(['business_email', 'office_number', 'office_fax', 'street_address', 'apt_suite', 'city_name', 'state', 'zipcode'] as const).map((name) => [name, step1Body[name]]),
)

/** A development page's cells: asked from this machine, from another one, and through a proxy on this machine (someone else's request). */
const fromThisMachineOnly = (cell: Omit<Cell, 'rule' | 'from' | 'case' | 'refused'>): Cell[] =>
	(['this machine', 'another machine', 'a proxy on this machine'] as const).map((from) => ({ ...cell, case: `from ${from}`, rule: 'this machine', from, refused: '404' }))

/** The TCP peer the server would see for a request from `origin` (`ip`: the probe's own address elsewhere). */
const peerFrom = (origin: Origin, ip: string) =>
	origin === 'this machine' ? { address: '127.0.0.1', forwarded: false } : origin === 'a proxy on this machine' ? { address: '127.0.0.1', forwarded: true } : { address: ip, forwarded: false }

// prettier-ignore
const matrix: Record<string, Row> = {
	// ── Public pages, files and redirects: anyone gets the same answer. ──
	'': { GET: { rule: 'public', ok: '→/home' } },
	'healthz': { GET: { rule: 'public', ok: '200' } },
	'readyz': { GET: { rule: 'public', ok: '200' } },
	'robots.txt': { GET: { rule: 'public', ok: '200' } },
	'sitemap.xml': { GET: { rule: 'public', ok: '200' } },
	'sitemaps/:file': { GET: { rule: 'public', ok: '200', url: () => '/sitemaps/pages.xml' } },
	'articles.rss': { GET: { rule: 'public', ok: '200' } },
	'covers/:file': { GET: { rule: 'public', ok: '200', url: () => '/covers/heart-1.svg' } },
	'uploads/*': { GET: { rule: 'public', ok: '200', url: () => `/uploads/${uploadName}` } },
	'media/*': { GET: { rule: 'public', ok: '200', url: () => world.avatarPath } },
	'signin': { GET: { rule: 'public', ok: '→/user/signin' } },
	// The language switch and the Spanish `/` (issue 32).
	'language/:locale': { GET: { rule: 'public', ok: '→/es/search', url: () => '/language/es?next=%2Fsearch%3Fwhere%3D10001' } },
	'es': { GET: { rule: 'public', ok: '→/es/home' } },
	'home': { GET: { rule: 'public', ok: '200' } },
	'services': { GET: { rule: 'public', ok: '200' } },
	'aboutus': { GET: { rule: 'public', ok: '200' } },
	'terms': { GET: { rule: 'public', ok: '200' } },
	'privacypolicy': { GET: { rule: 'public', ok: '200' } },
	// Issue 48 point 5: anyone may ask for a code; only the code mailed to the address erases anything.
	'privacy/erase': { GET: { rule: 'public', ok: '200' }, POST: { rule: 'public', ok: '200', form: () => ({ intent: 'send', email: uniqueEmail('eraser'), company_website: '' }) } },
	'search': { GET: { rule: 'public', ok: '200', url: () => '/search?where=02108' } },
	'match': { GET: { rule: 'public', ok: '200', url: () => '/match?need=kidney&where=02108' } },
	'how-listings-are-ordered': { GET: { rule: 'public', ok: '200' } },
	'dietitians/:state': { GET: { rule: 'public', ok: '200', url: () => '/dietitians/massachusetts' } },
	'dietitians/:state/telehealth': { GET: { rule: 'public', ok: '200', url: () => '/dietitians/massachusetts/telehealth' } },
	'dietitians/:state/:city': { GET: { rule: 'public', ok: '200', url: () => '/dietitians/massachusetts/boston' } },
	'viewdoctorprofile/:id': {
		GET: [
			{ case: 'a listed profile', rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}` },
			// Not listed yet (a draft): its owner and admins preview it; to anyone else it does not exist.
			{ case: 'a draft profile', rule: 'owner or admin', owner: 'other', ok: '200', refused: '404', url: () => `/viewdoctorprofile/${world.people.other.id}` },
		],
		// The contact form: anyone may write to a listed dietitian.
		POST: {
			rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}`,
			// A new address per probe: one address may have at most 3 requests waiting for its confirmation (issue 27).
			form: () => ({ name: 'Ana Visitor', email: uniqueEmail('contact'), phone: '', message: 'May I book a first visit next week?', preferredContact: 'email', consent: 'on' }),
		},
	},
	// Booking an opening on the page (issue 29): anyone may hold a listed dietitian's free time; the form's answer says "check your e-mail".
	'viewdoctorprofile/:id/book': {
		GET: { rule: 'public', ok: '200', setup: async () => ({ ...(await openWeek()), start: await nextFreeStart() }), url: (s) => `/viewdoctorprofile/${paidId()}/book?kind=intro&start=${encodeURIComponent(String(s.start))}` },
		POST: {
			rule: 'public', ok: '200', setup: async () => ({ ...(await openWeek()), start: await nextFreeStart() }), url: () => `/viewdoctorprofile/${paidId()}/book`,
			form: (s) => ({ start: String(s.start), kind: 'intro', format: 'video', name: 'Ana Visitor', email: uniqueEmail('booker'), reason: 'Meal planning', insurance: 'Aetna' }),
		},
	},
	// "Report this listing" (issue 42 point 5): anyone may report a listed profile; the report waits in the admin's queue.
	'viewdoctorprofile/:id/report': {
		GET: { rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}/report` },
		POST: { rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}/report`, form: () => ({ reason: 'wrong-details', details: '' }) },
	},
	'dietitians': { GET: { rule: 'public', ok: '200' } },
	'd/:id': { GET: { rule: 'public', ok: '→/viewdoctorprofile/{paid}', url: () => `/d/${paidId()}` } },
	'viewdoctorprofile/:id/seen': { GET: { rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}/seen` } },
	// The Medicare guide and referral letter (issue 31): paid's profile accepts Medicare (probe-fixtures.ts).
	'medicare': { GET: { rule: 'public', ok: '200', url: () => '/medicare?plan=original&diagnosis=diabetes&year=first&zip=02108' } },
	'viewdoctorprofile/:id/referral-letter': { GET: { rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}/referral-letter` } },
	'viewdoctorprofile/:id/referral-letter.pdf': { GET: { rule: 'public', ok: '200', url: () => `/viewdoctorprofile/${paidId()}/referral-letter.pdf` } },
	'blogpage': { GET: { rule: 'public', ok: '200' } },
	'singlepost/:id': { GET: { rule: 'public', ok: '200', url: () => `/singlepost/${publishedArticleId}` } },
	'ai-blogpage': { GET: { rule: 'public', ok: '200' } },
	'ai-singlepost/:id': { GET: { rule: 'public', ok: '200', url: () => `/ai-singlepost/:${aiArticle.id}` } },
	'api/openapi.json': { GET: { rule: 'public', ok: '200' } },
	'api/docs': { GET: { rule: 'public', ok: '200' } },
	'menu': {},
	'*': { GET: { rule: 'public', ok: '404', url: () => '/no-such-page' } },
	// GETs of addresses that only take a form post, or come back from Stripe: a redirect for everyone.
	'user/signout': {
		GET: { rule: 'public', ok: '→/home' },
		// Signing out without a session ends nothing and goes home all the same.
		POST: { rule: 'public', ok: '→/home', form: () => ({}) },
	},
	'webhooks/cms': {
		GET: { rule: 'public', ok: '→/home' },
		// What is tested: no session, not even an admin's, stands in for Strapi's shared secret.
		POST: { rule: 'secret', ok: '204', refused: '401', json: () => ({ event: 'entry.update', model: 'article' }), headers: () => ({ 'x-webhook-secret': 'not-the-shared-secret-of-strapi' }) },
	},
	'billing/cancel': { GET: { rule: 'public', ok: '→/services' } },
	// The pages of the appointment mails' links: anyone may read what a link would do; only the signed link acts, never a session.
	...Object.fromEntries(
		// Issue 30: the availability mail's links ("Yes, still accepting" / "Not now") are the same kind.
		['appointments/confirm-request', 'appointments/confirm', 'appointments/decline', 'appointments/cancel', 'appointments/reschedule', 'appointments/accept-time', 'listing/still-accepting', 'listing/not-now'].map((path) => [
			path,
			{
				GET: { rule: 'public', ok: '200', url: () => `/${path}?t=1.${'A'.repeat(43)}` },
				POST: { rule: 'secret', ok: '200', refused: '403', url: () => `/${path}?t=1.${'A'.repeat(43)}`, form: () => ({}) },
			} satisfies Row,
		]),
	),
	'billing/portal': {
		GET: { rule: 'public', ok: '→/viewprofile' },
		// "Manage billing" opens the (test) Billing Portal of one's own customer; free and admin never bought, so there is nothing to manage.
		POST: { rule: 'signed in', ok: '→/billing/test-portal', okFor: { free: '→/viewprofile', admin: '→/viewprofile' }, form: () => ({}) },
	},
	// The contact request's confirmation link (issue 27): anyone may read where it goes; only the signed link sends the message.
	'contact/confirm': {
		GET: { rule: 'public', ok: '200', url: () => `/contact/confirm?t=1.${'A'.repeat(43)}` },
		POST: { rule: 'secret', ok: '200', refused: '403', url: () => `/contact/confirm?t=1.${'A'.repeat(43)}`, form: () => ({}) },
	},
	'viewprofile/requests/:id/reply': {
		GET: { rule: 'public', ok: '→/viewprofile', url: () => `/viewprofile/requests/${world.contactRequestId}/reply` },
		// Answering is the owner's, once (a fresh confirmed request per probe); someone else's request is "no such request".
		POST: {
			rule: 'owner',
			ok: '→/viewprofile',
			refused: { signedIn: '404' },
			setup: async () => ({ id: (await confirmedRequest(paidId())).id }),
			url: (setup) => `/viewprofile/requests/${setup.id}/reply`,
			form: () => ({ intent: 'elsewhere' }),
		},
	},
	// The dashboard's answer to an appointment request (issue 29): only its dietitian; another's is "no such appointment".
	'viewprofile/appointments/:id': {
		GET: { rule: 'public', ok: '→/viewprofile', url: () => '/viewprofile/appointments/1' },
		POST: { rule: 'owner', ok: '→/viewprofile', refused: { signedIn: '404' }, setup: requestedAppointment, url: (s) => `/viewprofile/appointments/${s.appointment}`, form: () => ({ intent: 'confirm' }) },
	},
	'viewprofile/requests/:id/read': {
		GET: { rule: 'public', ok: '→/viewprofile', url: () => `/viewprofile/requests/${world.contactRequestId}/read` },
		// Marking a request read twice is harmless: the first reading time is kept. Someone else's request is "no such request".
		POST: { rule: 'owner', ok: '→/viewprofile', refused: { signedIn: '404' }, url: () => `/viewprofile/requests/${world.contactRequestId}/read`, form: () => ({}) },
	},

	// ── Accounts: the credentials in the body (a password, a mailed code, a link) decide, not the caller's session. ──
	'user/signin': {
		GET: { rule: 'signed out', ok: '200' },
		// Signing in as another account replaces the session; the form is not a page of the signed-in.
		POST: { rule: 'public', ok: '→/home', form: () => ({ email: signIn.user.email, password: strongPassword }) },
	},
	'user/signup': {
		GET: { rule: 'signed out', ok: '200' },
		POST: { rule: 'public', ok: '→/user/verify', form: () => ({ firstName: 'Dana', lastName: 'Rivera', email: uniqueEmail('signup'), password: strongPassword, confirmPassword: strongPassword }) },
	},
	'user/forgotpassword': { GET: { rule: 'public', ok: '200' }, POST: { rule: 'public', ok: '200', form: () => ({ intent: 'send', email: signIn.user.email }) } },
	'user/verify': {
		GET: { rule: 'public', ok: '200' },
		// The browser that signed up holds the pending-verification cookie; the mailed code is the proof.
		POST: {
			rule: 'public', ok: '→/user/welcome/{id}',
			setup: awaitingVerification,
			cookie: (s) => String(s.pending),
			form: (s) => ({ intent: 'verify', code: String(s.code) }),
		},
	},
	'user/verify/token': {
		GET: { rule: 'public', ok: '200', url: () => '/user/verify/token?firstpart=a&secondpart=b&thirdpart=c' },
		POST: { rule: 'public', ok: '→/user/welcome/{id}', setup: awaitingVerification, form: (s) => ({ intent: 'verify', token: String(s.token) }) },
	},
	'newsletter': { GET: { rule: 'public', ok: '200' }, POST: { rule: 'public', ok: '200', form: () => ({ intent: 'subscribe', email: uniqueEmail('reader'), source: '/home' }) } },
	'newsletter/unsubscribe': {
		GET: { rule: 'public', ok: '200', url: () => '/newsletter/unsubscribe?t=x' },
		POST: { rule: 'public', ok: '200', setup: async () => ({ t: await unsubscribeToken() }), form: (s) => ({ t: String(s.t) }) },
	},
	'api/user/login': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ email: signIn.user.email, password: strongPassword }) } },
	'api/user/register': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ first_name: 'Dana', last_name: 'Rivera', email: uniqueEmail('register'), password: strongPassword }) } },
	'api/user/login-with-token': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ token: signIn.token }) } },
	'api/user/token-verification': { GET: postOnly, POST: { rule: 'public', ok: '200', setup: awaitingVerification, json: (s) => ({ token: s.token }) } },
	'api/user/send-verify-code': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ email: signIn.user.email }) } },
	'api/user/check-verify-code': { GET: postOnly, POST: { rule: 'public', ok: '200', setup: resetCodeMailed, json: (s) => ({ email: s.email, verifyCode: s.code }) } },
	'api/user/change-password': { GET: postOnly, POST: { rule: 'public', ok: '200', setup: resetTokenIssued, json: (s) => ({ email: s.email, password: 'Beets-and-barley-77', resetToken: s.resetToken }) } },
	'api/user/send-subscribe-verify-code': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ email: uniqueEmail('reader') }) } },
	'api/user/check-subscribe-verify-code': { GET: postOnly, POST: { rule: 'public', ok: '200', setup: newsletterCodeMailed, json: (s) => ({ email: s.email, verifyCode: s.code, source: '/home' }) } },
	// The verification mail goes to whoever the token names; a verified account is told "ok" without a mail.
	'api/user/send-verify-email': { GET: postOnly, POST: { rule: 'api session', ok: '200', json: () => ({}) } },
	'api/user/logout': { GET: postOnly, POST: { rule: 'session token', ok: '200', json: () => ({}) } },

	// ── Directory and articles through the API: public. ──
	'api/dietitians/search': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ searchZipCode: '02108', searchCount: 10, searchStart: 0 }) } },
	'api/dietitians/match': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ need: 'kidney', where: '02108', format: 'either' }) } },
	'api/dietitians/contact': { GET: postOnly, POST: { rule: 'public', ok: '201', json: () => ({ id: paidId(), name: 'Ana Visitor', email: uniqueEmail('contact'), message: 'May I book a first visit next week?' }) } },
	// Appointments (issue 29): paid's plan includes booking; each probe sets its week open and asks for the next free time.
	'api/dietitians/openings': { GET: postOnly, POST: { rule: 'public', ok: '200', setup: openWeek, json: () => ({ dietitian_id: paidId(), from: '2026-01-01T00:00:00Z', to: '2026-01-31T00:00:00Z' }) } },
	'api/appointments/request': {
		GET: postOnly,
		POST: { rule: 'public', ok: '201', setup: async () => ({ ...(await openWeek()), start: await nextFreeStart() }), json: (s) => ({ dietitian_id: paidId(), start: s.start, kind: 'intro', format: 'video', name: 'Ana Visitor', email: uniqueEmail('booker'), reason: 'Meal planning', insurance: 'Aetna' }) },
	},
	// Moving a visit (issue 43 point 3): only the "Change the time" link's token acts, never a session.
	'api/appointments/reschedule': { GET: postOnly, POST: { rule: 'secret', ok: '201', refused: '403', json: () => ({ token: `1.${'A'.repeat(43)}`, start: '2026-12-01T10:00:00-05:00' }) } },
	// Reviews of visits (issue 46): only the mailed link's token writes one, never a session.
	'api/reviews/submit': { GET: postOnly, POST: { rule: 'secret', ok: '201', refused: '403', json: () => ({ token: `1.${'A'.repeat(43)}`, rating: 5, recommend: true, display: 'name' }) } },
	// The dietitian's reviews (issue 46 point 4): their own, answered and reported; another's is "no such review".
	'api/user/reviews': { GET: postOnly, POST: { rule: 'signed in', ok: '200', json: () => ({}) } },
	'viewprofile/reviews/:id': {
		GET: { rule: 'public', ok: '→/viewprofile', url: () => '/viewprofile/reviews/1' },
		POST: { rule: 'owner', ok: '→/viewprofile', refused: { signedIn: '404' }, setup: paidReview, url: (s) => `/viewprofile/reviews/${s.review}`, form: () => ({ intent: 'reply', text: 'Thank you.' }) },
	},
	'viewprofile/visits/:id/not-held': {
		GET: { rule: 'public', ok: '→/viewprofile', url: () => '/viewprofile/visits/1/not-held' },
		POST: { rule: 'owner', ok: '→/viewprofile', refused: { signedIn: '404' }, setup: endedVisit, url: (s) => `/viewprofile/visits/${s.visit}/not-held`, form: () => ({}) },
	},
	'api/dietitians/reviews': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ dietitian_id: paidId() }) } },
	'reviews/write': {
		GET: { rule: 'public', ok: '200', url: () => `/reviews/write?t=1.${'A'.repeat(43)}` },
		POST: { rule: 'secret', ok: '201', refused: '403', url: () => `/reviews/write?t=1.${'A'.repeat(43)}`, form: () => ({ rating: '5', recommend: 'yes', text: '', display: 'name' }) },
	},
	'api/ai_articles/search': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ pageSize: 10, currentVal: 1, searchVal: '' }) } },
	'api/ai_articles/get-by-id': { GET: postOnly, POST: { rule: 'public', ok: '200', json: () => ({ id: aiArticle.id }) } },
	// What is tested: no session stands in for the endpoint's signing secret (a well-formed event signed with another one).
	'api/stripe/webhook': {
		GET: postOnly,
		POST: { rule: 'secret', ok: '200', refused: '400', json: () => stripeEvent, headers: () => ({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(stripeEvent), secret: 'whsec_not_this_endpoints_secret' }) }) },
	},
	// What is tested: no session stands in for the webhook address's basic-auth credentials (issue 48).
	'api/postmark/webhook': {
		GET: postOnly,
		POST: { rule: 'secret', ok: '200', refused: '401', json: () => ({ RecordType: 'SubscriptionChange', Recipient: 'someone@example.com', SuppressSending: false, MessageStream: 'outbound' }), headers: () => ({ authorization: `Basic ${Buffer.from('postmark:not-the-password').toString('base64')}` }) },
	},
	// What is tested: a draft shows only through a link signed with the site's preview secret; a session opens nothing.
	'articles/preview': { GET: { rule: 'secret', ok: '200', refused: '403', url: () => `/articles/preview?token=${previewLinkSignedElsewhere()}` } },

	// ── A dietitian's own pages: signed in. ──
	'viewprofile': {
		GET: { rule: 'signed in', ok: '200' },
		// The availability buttons (issue 30) change the caller's own profile; an account without one is told to create it.
		POST: { rule: 'signed in', ok: '→/viewprofile', okFor: { free: '409', admin: '409' }, form: () => ({ intent: 'availability', answer: 'yes' }) },
	},
	// What "Verified" means (issue 30).
	'verified': { GET: { rule: 'public', ok: '200' } },
	// The contact mail's link: /viewprofile#requests, after signing in if need be.
	'viewprofile/requests': { GET: { rule: 'signed in', ok: '→/viewprofile' } },
	// Without a plan that includes articles the page says which plans do.
	'articleeditor': { GET: { rule: 'signed in', ok: '200' } },
	'user/welcome/:id': { GET: { rule: 'owner', ok: '200', url: () => `/user/welcome/${paidId()}` } },
	// Visitors choose a plan first, sign up, and come back to the same choice.
	'billing/checkout': {
		GET: { rule: 'signed in', ok: '200', refused: { signedOut: '→/user/signup' }, url: () => '/billing/checkout?plan=professional&interval=month' },
		// Subscribers change their plan through Manage billing, not a second subscription.
		POST: { rule: 'signed in', ok: '→/billing/test-checkout', okFor: { paid: '→/viewprofile', other: '→/viewprofile' }, refused: { signedOut: '→/user/signup' }, freshCaller: true, form: () => ({ plan: 'professional', interval: 'month' }) },
	},
	// A checkout is its starter's: anyone else is told it does not exist.
	'billing/test-checkout': {
		GET: { rule: 'owner', ok: '200', refused: { signedIn: '404' }, url: () => `/billing/test-checkout?session_id=${world.checkouts.open}` },
		// Paying a paid checkout again delivers nothing (the session is claimed once): harmless for the owner.
		POST: { rule: 'owner', ok: '→/billing/success', refused: { signedIn: '404' }, url: () => `/billing/test-checkout?session_id=${world.checkouts.paid}`, form: () => ({ intent: 'pay' }) },
	},
	'billing/success': { GET: { rule: 'owner', ok: '200', refused: { signedIn: '404' }, url: () => `/billing/success?session_id=${world.checkouts.paid}` } },
	// One's own subscription; free and admin never bought, so there is none to manage.
	'billing/test-portal': {
		GET: { rule: 'signed in', ok: '200', okFor: { free: '→/viewprofile', admin: '→/viewprofile' } },
		// "Keep my subscription" on one that is not ending changes nothing.
		POST: { rule: 'signed in', ok: '→/viewprofile', form: () => ({ intent: 'resume' }) },
	},

	// ── Profile set-up and editing: a plan that includes a listing. ──
	'setupprofile': {
		GET: { rule: 'listing plan', ok: '200' },
		POST: { rule: 'listing plan', ok: '→/setupprofile', freshCaller: true, form: () => ({ intent: 'step1', ...step1Body }) },
	},
	'viewprofile/edit/:section': {
		GET: { rule: 'listing plan', ok: '200', url: () => '/viewprofile/edit/summary' },
		POST: { rule: 'listing plan', ok: '→/viewprofile', freshCaller: true, url: () => '/viewprofile/edit/summary', form: () => ({ summary: summaryText }) },
	},
	'api/user/setupProfileStep1': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => step1Body } },
	'api/user/setupProfileStep2': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => step2Body } },
	'api/user/profile-submit': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => ({}) } },
	'api/user/change-contact-info': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => contactInfo } },
	'api/user/change-workingtime': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => ({ working_time: workingWeek, accepting_new_clients: true }) } },
	'api/user/change-avatar': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => ({ facebook: '', instagram: 'https://instagram.com/robin.rd', twitter: '' }) } },
	'api/user/change-title-website': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => ({ role: step1Body.role, profile_name: step1Body.profile_name, website_url: step1Body.website_url }) } },
	'api/user/change-summary': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => ({ summary: summaryText }) } },
	// Online booking is the plan's entitlement: every role the listing plan admits here holds Professional.
	'api/user/availability': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => weekOpen } },
	'api/user/appointments': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', json: () => ({}) } },
	// The private calendar address (issue 45 point 1): the dashboard's button and the API make or replace the caller's own.
	// Issue 48: every signed-in account may download its data, and delete itself with its password (here a wrong one: nothing is deleted).
	'api/user/export': { GET: postOnly, POST: { rule: 'signed in', ok: '200', json: () => ({}) } },
	'api/user/delete-account': { GET: postOnly, POST: { rule: 'signed in', ok: '400', json: () => ({ password: 'not-the-password' }) } },
	'viewprofile/export': { GET: { rule: 'signed in', ok: '200' } },
	'viewprofile/delete': {
		GET: { rule: 'signed in', ok: '200' },
		POST: { rule: 'signed in', ok: '400', form: () => ({ password: 'not-the-password', company_website: '' }) },
	},
	'api/user/calendar-feed': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', json: () => ({}) } },
	'viewprofile/calendar-feed': {
		GET: { rule: 'public', ok: '→/viewprofile' },
		POST: { rule: 'listing plan', ok: '→/viewprofile', refused: { signedIn: '403' }, form: () => ({ intent: 'create' }) },
	},
	// Busy calendars (issue 45 point 2): the caller's own list; adding reads an address, so the matrix only lists.
	'api/user/busy-calendars': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', json: () => ({}) } },
	'viewprofile/busy-calendars': {
		GET: { rule: 'public', ok: '→/viewprofile' },
		POST: { rule: 'listing plan', ok: '→/viewprofile', refused: { signedIn: '403' }, form: () => ({}) },
	},
	// What is tested: the feed's token is its only credential; no session, not even the owner's, opens an address that is not one.
	'calendar/:file': { GET: { rule: 'secret', ok: '200', refused: '404', url: () => `/calendar/${'A'.repeat(43)}.ics` } },
	'api/user/change-education': { GET: postOnly, POST: { rule: 'listing plan', ok: '200', freshCaller: true, json: () => ({ education: step2Body.education }) } },

	// ── The article editor. Writing needs a plan that includes articles (or the admin role); without one /articleeditor explains. ──
	'articleeditor/new': {
		GET: { rule: 'article writer', ok: '200', refused: { signedIn: '→/articleeditor' } },
		POST: { rule: 'article writer', ok: '→/articleeditor/9001', refused: { signedIn: '→/articleeditor' }, form: () => article },
	},
	// Authors see only their own articles: anyone else's is a 404, not a hint that it exists.
	'articleeditor/:id': {
		GET: { rule: 'owner or admin', ok: '200', refused: { signedIn: '404' }, url: () => `/articleeditor/${articleId}` },
		POST: { rule: 'owner or admin', ok: `→/articleeditor/${articleId}`, refused: { signedIn: '404' }, url: () => `/articleeditor/${articleId}`, form: () => article },
	},
	'articleeditor/ai/:documentId': {
		GET: { rule: 'admin', ok: '200', url: () => `/articleeditor/ai/${aiArticle.documentId}` },
		POST: { rule: 'admin', ok: `→/articleeditor/ai/${aiArticle.documentId}`, url: () => `/articleeditor/ai/${aiArticle.documentId}`, form: () => ({ title: 'What fibre does', summary: 'A plain-words guide.', author: 'Nora Byte', body: 'Fibre feeds the gut.', intent: 'save' }) },
	},

	// ── Site administration. ──
	'admin': { GET: { rule: 'admin', ok: '200' } },
	'admin/users': { GET: { rule: 'admin', ok: '200' } },
	'admin/approvals': { GET: { rule: 'admin', ok: '200' } },
	'admin/subscribers': { GET: { rule: 'admin', ok: '200' } },
	// Closing a report in the queue: a refused form is a plain 403, as on the user page.
	'admin/reports': {
		GET: { rule: 'admin', ok: '200' },
		POST: {
			rule: 'admin', ok: '→/admin/reports', refused: '403',
			setup: async () => ({ report: (await (await getDb()).insert(listingReports).values({ profileUserId: paidId(), reason: 'other' }).returning({ id: listingReports.id }))[0]!.id }),
			form: (s) => ({ intent: 'close', reportId: String(s.report) }),
		},
	},
	// Issue 46 point 5: the reported reviews; only an admin keeps or hides one.
	'admin/review-reports': {
		GET: { rule: 'admin', ok: '200' },
		POST: {
			rule: 'admin', ok: '→/admin/review-reports', refused: '403',
			setup: async () => ({ report: (await (await getDb()).insert(reviewReports).values({ reviewId: (await paidReview()).review, reportedBy: paidId(), reason: 'spam', createdAt: new Date() }).returning({ id: reviewReports.id }))[0]!.id }),
			form: (s) => ({ intent: 'keep', reportId: String(s.report) }),
		},
	},
	'admin/subscribers.csv': { GET: { rule: 'admin', ok: '200' } },
	'admin/users/:id': {
		GET: { rule: 'admin', ok: '200', url: () => `/admin/users/${paidId()}` },
		// Each role acts on an account of its own (verifying its e-mail): a refused form is a plain 403, signed in or not, so a script learns it was refused.
		POST: {
			rule: 'admin', ok: '→/admin/users/{target}', refused: '403',
			setup: async () => {
				const target = await createRoleUser('unverified')
				return { target: target.id, version: accountVersion(target, null) }
			},
			url: (s) => `/admin/users/${s.target}`,
			form: (s) => ({ intent: 'verify-email', version: String(s.version), confirm: 'yes' }),
		},
	},

	// ── Development pages: on this machine only, whoever asks (the tests run on it); from anywhere else they do not exist. ──
	'dev/outbox': { GET: fromThisMachineOnly({ ok: '200' }) },
	'dev/outbox.json': { GET: fromThisMachineOnly({ ok: '200' }) },
	// The browser tests' clock (APP_ENV=test servers only); moving it runs what became due.
	'dev/clock': {
		GET: fromThisMachineOnly({ ok: '200' }),
		POST: fromThisMachineOnly({ ok: '200', json: () => ({ reset: true }) }),
	},
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

const channelOf = (route: AppRoute, method: Method): Channel => (route.pattern.startsWith('api/') && method === 'POST' ? 'api' : 'page')

const outcome = (status: number, location: string | null) => (status >= 300 && status < 400 && location ? `→${new URL(location, 'http://localhost').pathname}` : String(status))

/** The expected answer for a role: the rule's, with the names of this probe filled in. */
function expectedAnswer(cell: Cell, role: Role, channel: Channel, names: Setup) {
	const answer = admits(cell.rule, role, cell.owner, cell.from) ? (cell.okFor?.[role] ?? cell.ok) : refusal(channel, role, cell.refused)
	return answer.replace(/\{(\w+)\}/g, (whole, name: string) => (name in names ? String(names[name]) : whole))
}

let probes = 0
/** Each probe comes from an address of its own: per-address limits (contact requests: 5 a quarter hour) are not what is asked here. */
const nextIp = () => {
	const n = ++probes
	return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

async function probe(route: AppRoute, method: Method, role: Role, cell: Cell): Promise<{ observed: string; expected: string }> {
	const module = await loadRouteModule(route)
	const handler = method === 'GET' ? module.loader : module.action
	if (!handler) throw new Error(`${route.file} has no ${method} handler`)
	const setup: Setup = { paid: paidId(), ...(await cell.setup?.()) }
	const caller: Caller = cell.freshCaller ? await freshCaller(role) : { user: null, credentials: await credentialsOf(role, world.people) }
	const credentials: Credentials = caller.credentials
	const url = cell.url?.(setup) ?? `/${route.pattern}`
	const channel = channelOf(route, method)
	const expected = expectedAnswer(cell, role, channel, setup)
	const ip = nextIp()
	if (channel === 'api') {
		const headers = { ...(credentials.bearer ? { authorization: `Bearer ${credentials.bearer}` } : {}), ...cell.headers?.(setup) }
		const answer = await callApi(handler, url, cell.json?.(setup) ?? {}, { headers, ip })
		return { observed: outcome(answer.status, answer.headers.get('location')), expected }
	}
	const cookie = [credentials.cookie, cell.cookie?.(setup)].filter(Boolean).join('; ') || undefined
	let body: BodyInit | undefined
	let contentType: string | undefined
	if (method === 'POST') {
		const json = cell.json?.(setup)
		body = json === undefined ? formOf(cell.form?.(setup) ?? {}) : JSON.stringify(json)
		contentType = json === undefined ? undefined : 'application/json'
	}
	const peer = peerFrom(cell.from ?? 'another machine', ip)
	const answer = await callRoute(handler, url, body, { cookie, params: paramsOf(route.pattern, url), ip, peer, headers: cell.headers?.(setup), contentType })
	return { observed: outcome(answer.status, answer.location), expected }
}

const methodsOf = async (route: AppRoute) => {
	const module = await loadRouteModule(route)
	return (['GET', 'POST'] as const).filter((method) => (method === 'GET' ? module.loader : module.action))
}

/**
 * The Spanish twins of the public pages (issue 32) run their English twin's module, and with it its
 * access rules: the matrix asks the English address, and the test below holds each twin to its file.
 */
const allRoutes = appRoutes()
const isSpanishTwin = (route: AppRoute) =>
	route.pattern.startsWith('es/') && allRoutes.some((english) => english.pattern === route.pattern.slice(3) && english.file === route.file)
const routes = allRoutes.filter((route) => !isSpanishTwin(route))
let cells = 0

test('every Spanish page is the same module as its English twin', () => {
	const twins = allRoutes.filter((route) => route.pattern.startsWith('es/'))
	expect(twins.length).toBeGreaterThan(25)
	expect(twins.filter((route) => !isSpanishTwin(route)).map((route) => route.pattern)).toEqual([])
})

test('every route in routes.ts has a row, and every row a route', () => {
	const patterns = new Set(routes.map((route) => route.pattern))
	expect(routes.map((route) => route.pattern).filter((pattern) => !(pattern in matrix)), 'routes without a row').toEqual([])
	expect(Object.keys(matrix).filter((pattern) => !patterns.has(pattern)), 'rows without a route').toEqual([])
})

test('every rule a cell names is one of the access rules, and only callers it lets in have an answer of their own', () => {
	const problems = Object.entries(matrix).flatMap(([pattern, row]) =>
		(['GET', 'POST'] as const).flatMap((method) =>
			casesOf(row, method).flatMap((cell) => [
				...(cell.rule in accessRules ? [] : [`${method} /${pattern}: unknown rule ${cell.rule}`]),
				...Object.keys(cell.okFor ?? {})
					.filter((role) => !admits(cell.rule, role as Role, cell.owner, cell.from))
					.map((role) => `${method} /${pattern}: okFor ${role}, whom the rule ${cell.rule} refuses`),
			]),
		),
	)
	expect(problems).toEqual([])
})

describe.each(routes)('/$pattern', (route) => {
	test('answers each role as its access rule says', { timeout: 60_000 }, async () => {
		const row = matrix[route.pattern] ?? {}
		const methods = await methodsOf(route)
		expect(Object.keys(row).sort(), `${route.file}: a cell for each method it handles, and none other`).toEqual([...methods].sort())
		const observed: Record<string, Record<string, string>> = {}
		const expected: Record<string, Record<string, string>> = {}
		for (const method of methods) {
			for (const cell of casesOf(row, method)) {
				const asked = cell.case ? `${method} ${cell.case}` : method
				observed[asked] = {}
				expected[asked] = {}
				for (const role of roles) {
					const answer = await probe(route, method, role, cell)
					observed[asked][role] = answer.observed
					expected[asked][role] = answer.expected
					cells++
				}
			}
		}
		expect(observed, `${route.file}`).toEqual(expected)
	})
})

afterAll(() => {
	console.log(`[authorization matrix] ${cells} cells: ${routes.length} routes × their methods (and cases) × ${roles.length} roles`)
})
