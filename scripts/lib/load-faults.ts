// The faults of issue 15, each during load: Strapi stopped, PostgreSQL
// restarted, the mail provider failing. Each phase returns its outcome (the
// bench prints it, the tests assert it).
import type { ChildProcess } from 'node:child_process'
import { makeClient, runLoad, sessionOf, loadPassword, type LoadWorld } from './load-clients.ts'
import type { Ledger, Sample } from './load-ledger.ts'
import type { MailStandIn } from './mail-stand-in.ts'

type Clients = Awaited<ReturnType<typeof runLoad>>

const count = (samples: Sample[], test: (sample: Sample) => boolean) => samples.filter(test).length

async function readiness(base: string) {
	try {
		const answer = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })
		return { status: answer.status, body: (await answer.json()) as { status: string } }
	} catch (error) {
		return { status: 0, body: { status: (error as Error).message } }
	}
}

export type CmsOutage = {
	cmsPages: number
	cmsFromCache: number
	cmsUnavailable: number
	/** CMS page answers other than 200 or 503. */
	cmsOther: number
	/** Requests of every other kind, and those of them that failed (5xx, no answer, an unexpected status). */
	others: number
	othersFailed: number
	readiness: { status: number; state: string }
}

/**
 * Stops Strapi for real (SIGTERM, waits for the process to end), then keeps the
 * load on: CMS pages come from the cache (200) or say they are unavailable
 * (503); every other kind of request is unaffected.
 */
export async function cmsStoppedPhase(options: { world: LoadWorld; ledger: Ledger; clients: Clients; seconds: number; cms: ChildProcess }): Promise<CmsOutage> {
	const { world, ledger } = options
	await new Promise<void>((resolve) => {
		if (options.cms.exitCode !== null || options.cms.signalCode !== null) return resolve()
		options.cms.once('exit', () => resolve())
		options.cms.kill('SIGTERM')
	})
	const unexpectedBefore = ledger.unexpected.length
	const from = Date.now()
	await runLoad({ ...world, cmsMayBeAway: true }, ledger, { clients: 0, seconds: options.seconds, clientsFrom: options.clients })
	const samples = ledger.between(from, Date.now())
	const cms = samples.filter((sample) => sample.kind === 'cms page')
	const others = samples.filter((sample) => sample.kind !== 'cms page')
	const unexpected = ledger.unexpected.slice(unexpectedBefore).filter((wrong) => wrong.kind !== 'cms page').length
	const ready = await readiness(world.base)
	return {
		cmsPages: cms.length,
		cmsFromCache: count(cms, (sample) => sample.status === 200),
		cmsUnavailable: count(cms, (sample) => sample.status === 503),
		cmsOther: count(cms, (sample) => sample.status !== 200 && sample.status !== 503),
		others: others.length,
		othersFailed: Math.max(unexpected, count(others, (sample) => sample.status >= 500 || sample.status === 0)),
		readiness: { status: ready.status, state: ready.body.status },
	}
}

export type DatabaseRestart = {
	/** Requests answered while the database was down (stop → started again, plus a second). */
	inGap: number
	gapUnavailable: number
	/** 5xx other than 503, or a 503 without the clear page or {message}. */
	gapWrong: number
	noAnswer: number
	/** After the database was back: requests, and those that still failed (5xx). */
	after: number
	afterFailed: number
	/** Milliseconds from the database answering again to the server's first successful write. */
	recoveredInMs: number | null
	serverAlive: boolean
	readiness: { status: number; state: string }
}

/**
 * Restarts PostgreSQL (down for `downMs`) a third of the way into `seconds` of
 * load. Requests in the gap get a 503 (the page, or `{message}` from /api),
 * never a 500; once the database is back the same server process serves again.
 */
export async function databaseRestartPhase(options: { world: LoadWorld; ledger: Ledger; clients: Clients; seconds: number; downMs: number; restart: (downMs: number) => Promise<void>; server: ChildProcess }): Promise<DatabaseRestart> {
	const { world, ledger } = options
	const unexpectedBefore = ledger.unexpected.length
	const from = Date.now()
	let stoppedAt = 0
	let upAt = 0
	const load = runLoad({ ...world, databaseMayBeAway: true }, ledger, { clients: 0, seconds: options.seconds, clientsFrom: options.clients })
	await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 3))
	stoppedAt = Date.now()
	await options.restart(options.downMs)
	upAt = Date.now()
	await load
	const samples = ledger.between(from, Date.now())
	// Requests sent up to a second after the restart may still meet closed connections.
	const gap = samples.filter((sample) => sample.end >= stoppedAt && sample.start <= upAt + 1000)
	const after = samples.filter((sample) => sample.start > upAt + 1000)
	const writes = new Set(['sign-up', 'verification', 'newsletter confirm', 'contact', 'profile edit', 'sign-in'])
	const firstWrite = samples.filter((sample) => sample.start > upAt && writes.has(sample.kind) && sample.status >= 200 && sample.status < 300).sort((a, b) => a.end - b.end)[0]
	const unclear = ledger.unexpected.slice(unexpectedBefore).filter((wrong) => wrong.status >= 500).length
	const ready = await readiness(world.base)
	return {
		inGap: gap.length,
		gapUnavailable: count(gap, (sample) => sample.status === 503),
		gapWrong: count(gap, (sample) => sample.status >= 500 && sample.status !== 503) + unclear,
		noAnswer: count(samples, (sample) => sample.status === 0),
		after: after.length,
		afterFailed: count(after, (sample) => sample.status >= 500 && sample.note !== 'cms outage'),
		recoveredInMs: firstWrite ? firstWrite.end - upAt : null,
		serverAlive: options.server.exitCode === null && options.server.signalCode === null,
		readiness: { status: ready.status, state: ready.body.status },
	}
}

export type MailOutage = { signUps: number; keptAccounts: number; failedMailAnswers: number; resent: number; verified: number; signedIn: number }

/**
 * The mail provider fails: `accounts` visitors sign up (the server says the
 * mail failed, 203, and keeps the account: signing in answers 201, not
 * verified). The provider comes back; each asks for the mail again, follows
 * its link and signs in.
 */
export async function mailOutagePhase(options: { world: LoadWorld; ledger: Ledger; standIn: MailStandIn; accounts: number }): Promise<MailOutage> {
	const { world, ledger, standIn } = options
	const post = async (kind: string, path: string, json: unknown, ip: string, bearer?: string) => {
		const start = Date.now()
		const started = performance.now()
		const answer = await fetch(world.base + path, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
			body: JSON.stringify(json),
		}).catch(() => null)
		const text = answer ? await answer.text() : ''
		ledger.record({ kind, status: answer?.status ?? 0, ms: performance.now() - started, start, end: Date.now(), path, requestId: answer?.headers.get('x-request-id') ?? undefined })
		return { status: answer?.status ?? 0, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text }
	}
	const outcome: MailOutage = { signUps: 0, keptAccounts: 0, failedMailAnswers: 0, resent: 0, verified: 0, signedIn: 0 }
	const visitors = Array.from({ length: options.accounts }, (_, index) => ({ client: makeClient(world, index), email: `u.${world.runId}.mail.${index}@example.com`, token: '' }))
	standIn.failing = true
	for (const visitor of visitors) {
		const signUp = await post('sign-up (mail down)', '/api/user/register', { first_name: 'Mail', last_name: 'Outage', email: visitor.email, password: loadPassword }, visitor.client.ip)
		outcome.signUps++
		if (signUp.status === 203) outcome.failedMailAnswers++
		ledger.write('sign-up', visitor.email, signUp.status === 200 || signUp.status === 203 ? 'acked' : signUp.status >= 500 || signUp.status === 0 ? 'unknown' : 'refused')
		const signIn = await post('sign-in (mail down)', '/api/user/login', { email: visitor.email, password: loadPassword }, visitor.client.ip)
		// 201: the password is right and the address not verified yet: the account was kept.
		if (signIn.status === 201 && typeof signIn.body === 'object') {
			outcome.keptAccounts++
			visitor.token = String(signIn.body.token)
			const session = sessionOf(visitor.token)
			if (session) ledger.write('session', session, 'acked', { email: visitor.email })
		}
	}
	standIn.failing = false
	for (const visitor of visitors) {
		if (!visitor.token) continue
		const resend = await post('resend (mail back)', '/api/user/send-verify-email', { token: visitor.token }, visitor.client.ip)
		if (resend.status !== 200) continue
		outcome.resent++
		const mail = await standIn.mailbox.find(world, visitor.email, 'Verify your e-mail address', ledger, 10_000)
		const link = mail?.match(/https?:\/\/\S+\/user\/verify\/token\?\S+/)?.[0]
		if (!link) continue
		const params = new URL(link).searchParams
		const token = ['firstpart', 'secondpart', 'thirdpart'].map((name) => params.get(name)).join('.')
		const verified = await post('verification', '/api/user/token-verification', { token }, visitor.client.ip)
		ledger.write('verification', visitor.email, verified.status === 200 ? 'acked' : verified.status >= 500 ? 'unknown' : 'refused')
		if (verified.status !== 200) continue
		outcome.verified++
		const signIn = await post('sign-in', '/api/user/login', { email: visitor.email, password: loadPassword }, visitor.client.ip)
		if (signIn.status === 200) outcome.signedIn++
	}
	return outcome
}
