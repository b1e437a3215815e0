// The virtual clients of `npm run bench:load` and its smoke test: each is one
// visitor (its own address, sent as X-Forwarded-For to a server that trusts one
// proxy) who, as fast as the server answers, does one thing after another from
// a realistic mix: reads pages, searches, writes to dietitians, subscribes to
// the newsletter, signs up (and verifies through the mail it gets), signs in,
// and, for the dietitians among them, edits a profile. Every request goes in the
// ledger; every write the server acknowledges too, to be counted afterwards.
import type { Ledger, LimitKey, Sample, WriteKind } from './load-ledger.ts'

/** Reads the mail the site sent an address: the dev outbox, or a stand-in mail provider. */
export type Mailbox = { find: (world: LoadWorld, to: string, subject: string, ledger: Ledger, timeoutMs: number) => Promise<string | null> }

export type LoadWorld = {
	base: string
	mailbox: Mailbox
	/** Names this run's e-mail addresses and messages, so its rows can be told from others. */
	runId: string
	/** The second byte of this run's client addresses (10.N.x.y): each phase counts against its own limits. */
	addressBlock: number
	authLimitPerMinute: number
	zips: string[]
	/** Listed dietitians (user ids) who take contact requests. */
	profileIds: number[]
	cmsPaths: string[]
	/** Listed dietitians' logins: client i edits editors[i]'s profile, if there is one. */
	editors: { email: string; password: string; userId: number }[]
	/** While Strapi is stopped, a CMS page may be a 503 (when nothing is cached). */
	cmsMayBeAway?: boolean
	/** While PostgreSQL restarts, anything may be a 503 (never a 500). */
	databaseMayBeAway?: boolean
}

export const loadPassword = 'Load-test-password-2026'
const requestTimeoutMs = 30_000
const mailTimeoutMs = 20_000
/** What a 503 page says (web/server/unavailable-answer.ts), to tell it from any other 503. */
const unavailablePageMark = 'The site is briefly unavailable'

type Answer = { status: number; body: unknown; text: string; sample: Sample }

type Client = {
	index: number
	ip: string
	sequence: number
	/** Accounts this visitor made and verified: a returning visitor signs in to their own. */
	accounts: string[]
	editorToken?: string
}

// How often each thing is done, out of 100.
const mix: [weight: number, run: (world: LoadWorld, ledger: Ledger, client: Client) => Promise<void>][] = [
	[28, pageView],
	[8, cmsPage],
	[14, search],
	[7, contact],
	[8, newsletter],
	[12, signUp],
	[13, signIn],
	[10, profileEdit],
]

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!
const jsonHeaders = { 'content-type': 'application/json' }

/** Which session a `{token}` answer started: the JWT's `sid` claim. */
export function sessionOf(token: string): string | null {
	try {
		const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
		return typeof payload.sid === 'string' ? payload.sid : null
	} catch {
		return null
	}
}

async function call(world: LoadWorld, ledger: Ledger, client: Client | null, kind: string, path: string, options: { json?: unknown; bearer?: string; expected: number[] }): Promise<Answer> {
	const headers: Record<string, string> = options.json === undefined ? {} : { ...jsonHeaders }
	if (client) headers['x-forwarded-for'] = client.ip
	if (options.bearer) headers.authorization = `Bearer ${options.bearer}`
	const start = Date.now()
	const started = performance.now()
	let status = 0
	let text = ''
	let contentType = ''
	let requestId: string | undefined
	try {
		const response = await fetch(world.base + path, {
			method: options.json === undefined ? 'GET' : 'POST',
			headers,
			body: options.json === undefined ? undefined : JSON.stringify(options.json),
			redirect: 'manual',
			signal: AbortSignal.timeout(requestTimeoutMs),
		})
		text = await response.text()
		status = response.status
		contentType = response.headers.get('content-type') ?? ''
		requestId = response.headers.get('x-request-id') ?? undefined
	} catch (error) {
		text = (error as Error).message
	}
	const sample: Sample = { kind, status, ms: performance.now() - started, start, end: Date.now(), path, requestId }
	ledger.record(sample)
	let body: unknown = text
	if (contentType.includes('json')) {
		try {
			body = JSON.parse(text)
		} catch {
			body = text
		}
	}
	const databaseOutage = status === 503 && world.databaseMayBeAway && (path.startsWith('/api/') ? typeof (body as { message?: unknown })?.message === 'string' : text.includes(unavailablePageMark))
	const cmsOutage = status === 503 && world.cmsMayBeAway && kind === 'cms page'
	const clearOutage = databaseOutage || cmsOutage
	// A clear 503 during an outage is the right answer, not a server error.
	if (clearOutage) sample.note = cmsOutage ? 'cms outage' : 'database outage'
	if (!options.expected.includes(status) && status !== 429 && !clearOutage) {
		ledger.unexpected.push({ kind, path, status, expected: options.expected, body: text.replace(/\s+/g, ' ').slice(0, 200), requestId })
	}
	return { status, body, text, sample }
}

/** The keys an auth post counts against: the client's address, and the e-mail when the action has one. */
function authKeys(world: LoadWorld, client: Client, action: string, email?: string): LimitKey[] {
	const limit = world.authLimitPerMinute
	return [{ key: `${action}:ip:${client.ip}`, limit, windowMs: 60_000 }, ...(email ? [{ key: `${action}:email:${email.toLowerCase()}`, limit, windowMs: 60_000 }] : [])]
}

/** A write's state from its answer: done, surely not done (a 4xx), or unknown (no answer, 5xx). */
const writeState = (status: number, done: number[]) => (done.includes(status) ? 'acked' : status === 0 || status >= 500 ? 'unknown' : 'refused')

function recordWrite(ledger: Ledger, kind: WriteKind, id: string, status: number, done: number[], detail?: Record<string, unknown>) {
	ledger.write(kind, id, writeState(status, done), detail)
}

function recordSession(ledger: Ledger, answer: Answer, email: string) {
	const token = (answer.body as { token?: unknown })?.token
	const session = typeof token === 'string' ? sessionOf(token) : null
	if (session) ledger.write('session', session, 'acked', { email })
}

async function pageView(world: LoadWorld, ledger: Ledger, client: Client) {
	const zip = pick(world.zips)
	const path = pick(['/home', '/services', `/search?where=${zip}&radius=25`, `/viewdoctorprofile/${pick(world.profileIds)}`])
	await call(world, ledger, client, 'page view', path, { expected: [200] })
}

async function cmsPage(world: LoadWorld, ledger: Ledger, client: Client) {
	if (world.cmsPaths.length === 0) return pageView(world, ledger, client)
	await call(world, ledger, client, 'cms page', pick(world.cmsPaths), { expected: [200] })
}

async function search(world: LoadWorld, ledger: Ledger, client: Client) {
	const query = Math.random() < 0.8 ? { searchZipCode: pick(world.zips), radius: 25 } : { searchZipCode: pick(world.zips), radius: 50, searchStart: 10, telehealth: true }
	await call(world, ledger, client, 'search', '/api/dietitians/search', { json: query, expected: [200] })
}

async function contact(world: LoadWorld, ledger: Ledger, client: Client) {
	const id = pick(world.profileIds)
	const reference = `${world.runId}-${client.index}-${++client.sequence}`
	const answer = await call(world, ledger, client, 'contact', '/api/dietitians/contact', {
		json: { id, name: 'Load Visitor', email: `v.${reference}@example.com`, message: `Do you have an appointment next week? Reference ${reference}.` },
		expected: [201],
	})
	ledger.countLimited('contact', [
		{ key: `contact:ip:${client.ip}`, limit: 5, windowMs: 15 * 60_000 },
		{ key: `contact:profile:${id}`, limit: 20, windowMs: 60 * 60_000 },
	], answer.sample)
	recordWrite(ledger, 'contact', reference, answer.status, [201], { id: (answer.body as { id?: unknown })?.id, profileId: id })
}

async function newsletter(world: LoadWorld, ledger: Ledger, client: Client) {
	const email = `n.${world.runId}.${client.index}.${++client.sequence}@example.com`
	const asked = await call(world, ledger, client, 'newsletter code', '/api/user/send-subscribe-verify-code', { json: { email }, expected: [200] })
	ledger.countLimited('newsletter-subscribe', authKeys(world, client, 'newsletter-subscribe', email), asked.sample)
	if (asked.status !== 200) return
	const mail = await world.mailbox.find(world, email, 'Confirm your newsletter subscription', ledger, mailTimeoutMs)
	const code = mail?.match(/\b(\d{6})\b/)?.[1]
	if (!code) return void ledger.mailTimeouts.push({ kind: 'newsletter code', to: email })
	// The original client sends the code as a number (spec §5).
	const confirmed = await call(world, ledger, client, 'newsletter confirm', '/api/user/check-subscribe-verify-code', { json: { email, verifyCode: Number(code), source: '/home' }, expected: [200] })
	ledger.countLimited('newsletter-verify', authKeys(world, client, 'newsletter-verify', email), confirmed.sample)
	recordWrite(ledger, 'newsletter', email, confirmed.status, [200])
}

/** The token of the verification link in a mail (spec: firstpart.secondpart.thirdpart). */
function verificationToken(mail: string) {
	const link = mail.match(/https?:\/\/\S+\/user\/verify\/token\?\S+/)?.[0]
	if (!link) return null
	const params = new URL(link).searchParams
	return ['firstpart', 'secondpart', 'thirdpart'].map((name) => params.get(name)).join('.')
}

async function signUp(world: LoadWorld, ledger: Ledger, client: Client) {
	const email = `u.${world.runId}.${client.index}.${++client.sequence}@example.com`
	const answer = await call(world, ledger, client, 'sign-up', '/api/user/register', {
		json: { first_name: 'Load', last_name: `Client ${client.index}`, email, password: loadPassword },
		expected: [200],
	})
	ledger.countLimited('register', authKeys(world, client, 'register', email), answer.sample)
	// 203: the account is made, only its mail failed.
	recordWrite(ledger, 'sign-up', email, answer.status, [200, 203])
	if (answer.status !== 200) return
	recordSession(ledger, answer, email)
	const mail = await world.mailbox.find(world, email, 'Verify your e-mail address', ledger, mailTimeoutMs)
	const token = mail && verificationToken(mail)
	if (!token) return void ledger.mailTimeouts.push({ kind: 'verification mail', to: email })
	const verified = await call(world, ledger, client, 'verification', '/api/user/token-verification', { json: { token }, expected: [200] })
	ledger.countLimited('token-verification', authKeys(world, client, 'token-verification'), verified.sample)
	recordWrite(ledger, 'verification', email, verified.status, [200])
	if (verified.status !== 200) return
	recordSession(ledger, verified, email)
	client.accounts.push(email)
	ledger.verifiedAccounts.push(email)
}

async function signIn(world: LoadWorld, ledger: Ledger, client: Client) {
	const email = client.accounts.length ? pick(client.accounts) : ledger.verifiedAccounts.length ? pick(ledger.verifiedAccounts) : null
	if (!email) return signUp(world, ledger, client)
	// Now and then a mistyped password: 401, and it counts against the limits like any attempt.
	const mistyped = Math.random() < 0.1
	const answer = await call(world, ledger, client, 'sign-in', '/api/user/login', { json: { email, password: mistyped ? 'Not-the-password-1' : loadPassword }, expected: [mistyped ? 401 : 200] })
	ledger.countLimited('login', authKeys(world, client, 'login', email), answer.sample)
	if (answer.status === 200) recordSession(ledger, answer, email)
}

async function profileEdit(world: LoadWorld, ledger: Ledger, client: Client) {
	const editor = world.editors[client.index]
	if (!editor) return search(world, ledger, client)
	if (!client.editorToken) {
		const answer = await call(world, ledger, client, 'sign-in', '/api/user/login', { json: { email: editor.email, password: editor.password }, expected: [200] })
		ledger.countLimited('login', authKeys(world, client, 'login', editor.email), answer.sample)
		if (answer.status !== 200) return
		recordSession(ledger, answer, editor.email)
		client.editorToken = (answer.body as { token: string }).token
	}
	const sequence = ++client.sequence
	const reference = `${world.runId}-${client.index}-${sequence}`
	const summary = `I help busy families eat well with simple plans that fit their week. Revision ${reference}.`
	const answer = await call(world, ledger, client, 'profile edit', '/api/user/change-summary', { json: { summary }, bearer: client.editorToken, expected: [200] })
	if (answer.status === 401) client.editorToken = undefined
	recordWrite(ledger, 'profile edit', reference, answer.status, [200], { userId: editor.userId, sequence })
}

/** The dev outbox of a server in test mode (what the browser tests read mail from), polled. */
export function outboxMailbox(): Mailbox {
	return {
		async find(world, to, subject, ledger, timeoutMs) {
			const deadline = Date.now() + timeoutMs
			let polls = 0
			while (Date.now() < deadline) {
				const answer = await call(world, ledger, null, 'mail read (dev)', `/dev/outbox.json?to=${encodeURIComponent(to)}`, { expected: [200] })
				const mails = answer.status === 200 && Array.isArray(answer.body) ? (answer.body as { subject: string; text: string }[]) : []
				const mail = mails.find((sent) => sent.subject === subject)
				if (mail) return mail.text
				// A person checks the inbox now and then, not four times a second: 250 ms, then up to 1 s.
				await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 250 * ++polls)))
			}
			return null
		},
	}
}

/** A visitor with its own address in the world's block. */
export function makeClient(world: LoadWorld, index: number): Client {
	return { index, ip: `10.${world.addressBlock}.${Math.floor(index / 250)}.${(index % 250) + 1}`, sequence: 0, accounts: [] }
}

/**
 * Runs `clients` new visitors (or carries on with `clientsFrom`) until `seconds`
 * have passed, each starting its next step as soon as the last one is answered.
 */
export async function runLoad(world: LoadWorld, ledger: Ledger, options: { clients: number; seconds: number; clientsFrom?: Client[] }) {
	const clients = options.clientsFrom ?? Array.from({ length: options.clients }, (_, index) => makeClient(world, index))
	const deadline = Date.now() + options.seconds * 1000
	const total = mix.reduce((sum, [weight]) => sum + weight, 0)
	await Promise.all(
		clients.map(async (client) => {
			// A new client's first step goes round the mix, so even a few clients do a bit of everything.
			let next = options.clientsFrom ? undefined : mix[client.index % mix.length]![1]
			while (Date.now() < deadline) {
				let roll = Math.random() * total
				const step = next ?? mix.find(([weight]) => (roll -= weight) < 0)?.[1] ?? pageView
				next = undefined
				await step(world, ledger, client)
			}
		}),
	)
	return clients
}
