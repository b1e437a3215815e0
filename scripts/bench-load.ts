// `npm run bench:load`: the production build on a new PostgreSQL database
// (on the server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
// with a real Strapi, under 200 concurrent clients for 30 s doing what visitors
// and dietitians do; then the faults of issue 15 during load: the mail provider
// failing, Strapi stopped, PostgreSQL restarted (on a private server started
// here, never the shared one). Afterwards the rows are counted against what the
// server acknowledged. Prints figures; exits 1 when an invariant fails.
//   --clients N / LOAD_CLIENTS (200), --seconds S / LOAD_SECONDS (30), --fault-seconds S / LOAD_FAULT_SECONDS (10),
//   --no-build (use the build that is there)
import { spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startTestCms } from './lib/cms-server.ts'
import { auditRun, printAudit, type Audit } from './lib/load-audit.ts'
import { outboxMailbox, runLoad } from './lib/load-clients.ts'
import { cmsStoppedPhase, databaseRestartPhase, mailOutagePhase } from './lib/load-faults.ts'
import { Ledger, printFigures } from './lib/load-ledger.ts'
import { loadWorld, seededDatabase, startLoadServer } from './lib/load-stack.ts'
import { startMailStandIn } from './lib/mail-stand-in.ts'
import { describeServerErrors, describeServerLog, isServerError, keepServerLog } from './lib/load-server-errors.ts'
import { bin, cmsDir, webDir } from './lib/paths.ts'
import { postgresBinaries, startPrivatePostgres } from './lib/private-postgres.ts'
import { freePort, stopProcesses, waitForUrl } from './lib/processes.ts'

const { values: flags } = parseArgs({ options: { clients: { type: 'string' }, seconds: { type: 'string' }, 'fault-seconds': { type: 'string' }, 'no-build': { type: 'boolean' } } })
const clients = Number(flags.clients ?? process.env.LOAD_CLIENTS ?? 200)
const seconds = Number(flags.seconds ?? process.env.LOAD_SECONDS ?? 30)
const faultSeconds = Number(flags['fault-seconds'] ?? process.env.LOAD_FAULT_SECONDS ?? 10)
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

// --no-build: the loop (bench-load-loop.ts) builds once for all its runs.
if (!flags['no-build']) {
	console.log('[load] building the web app and compiling the CMS')
	if (spawnSync(bin('react-router'), ['build'], { cwd: webDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } }).status !== 0) throw new Error('web build failed')
	if (spawnSync('npm', ['run', 'compile', '--silent'], { cwd: cmsDir, stdio: 'ignore' }).status !== 0) throw new Error('CMS compile failed')
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-load-'))
const children: ChildProcess[] = []
const cleanups: (() => Promise<void>)[] = []
const audits: Audit[] = []
const runId = `r${crypto.randomBytes(3).toString('hex')}`
const apiToken = crypto.randomBytes(24).toString('hex')
// Every web process's log, to find each 5xx by its request id.
const serverLog = { lines: [] as string[] }
const ledgers: Ledger[] = []

try {
	console.log(`[load] seeding a new database on ${new URL(serverUrl).host}`)
	const database = await seededDatabase(serverUrl)
	cleanups.push(database.drop)
	const [webPort, cmsPort, mailPort] = [await freePort(), await freePort(), await freePort()]
	const base = `http://127.0.0.1:${webPort}`
	const cms = startTestCms({ port: cmsPort, work, siteUrl: base, apiToken })
	children.push(cms)
	await waitForUrl(`http://127.0.0.1:${cmsPort}/_health`, cms, 120_000)
	const cmsEnv = { STRAPI_URL: `http://127.0.0.1:${cmsPort}`, STRAPI_API_TOKEN: apiToken, STRAPI_TIMEOUT_MS: '1000' }
	const web = await startLoadServer(webPort, database.url, cmsEnv)
	children.push(web)
	keepServerLog('web', web, serverLog)
	const world = await loadWorld(base, database.url, { mailbox: outboxMailbox(), runId, addressBlock: 1, withCms: true })
	console.log(`[load] ${world.profileIds.length} listed dietitians, ${world.editors.length} dietitian logins, ${world.cmsPaths.length} CMS pages; ${clients} clients for ${seconds} s`)

	const ledger = new Ledger()
	ledgers.push(ledger)
	const started = Date.now()
	const visitors = await runLoad(world, ledger, { clients, seconds })
	const ended = Date.now()
	printFigures(`${clients} concurrent clients, ${seconds} s, one web process on PostgreSQL 15 (${os.cpus().length} cores, shared)`, ledger.between(started, ended), (ended - started) / 1000)

	// The mail provider fails: a second web process on the same database sends through a stand-in for Postmark.
	// It runs only for this phase: the processes share the job queue, and the mail the other clients wait for must go to the outbox.
	const standIn = await startMailStandIn(mailPort)
	cleanups.push(standIn.close)
	const mailPortWeb = await freePort()
	const mailWeb = await startLoadServer(mailPortWeb, database.url, { ...cmsEnv, POSTMARK_SERVER_TOKEN: 'stand-in-token', POSTMARK_API_BASE: standIn.url })
	children.push(mailWeb)
	keepServerLog('web mail', mailWeb, serverLog)
	const mail = await mailOutagePhase({ world: { ...world, base: `http://127.0.0.1:${mailPortWeb}`, mailbox: standIn.mailbox, addressBlock: 200 }, ledger, standIn, accounts: 20 })
	await stopProcesses([mailWeb])
	console.log(
		`\nfault: mail provider failing — ${mail.signUps} sign-ups answered 'Email Send Error!' (203) ${mail.failedMailAnswers}×, accounts kept ${mail.keptAccounts}/${mail.signUps}; ` +
			`provider back: resends ${mail.resent}, verified ${mail.verified}, signed in ${mail.signedIn}`,
	)

	const cmsOutage = await cmsStoppedPhase({ world, ledger, clients: visitors, seconds: faultSeconds, cms })
	console.log(
		`\nfault: Strapi stopped (process ended), ${faultSeconds} s of load — CMS pages ${cmsOutage.cmsPages}: from cache 200 ×${cmsOutage.cmsFromCache}, 503 ×${cmsOutage.cmsUnavailable}, other ${cmsOutage.cmsOther}; ` +
			`all other requests ${cmsOutage.others}, failed ${cmsOutage.othersFailed}; /readyz ${cmsOutage.readiness.status} ${cmsOutage.readiness.state}`,
	)

	const audit = await auditRun(database.url, runId, ledger)
	audits.push(audit)
	printAudit(audit, ledger)

	const binaries = postgresBinaries()
	if (!binaries) {
		console.log('\nfault: PostgreSQL restart skipped: no PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin) to start a private server with')
	} else {
		const privateServer = await startPrivatePostgres(binaries)
		cleanups.push(privateServer.remove)
		const restartDatabase = await seededDatabase(privateServer.url, 'restart')
		const restartPort = await freePort()
		const restartWeb = await startLoadServer(restartPort, restartDatabase.url, cmsEnv)
		children.push(restartWeb)
		keepServerLog('web restart', restartWeb, serverLog)
		const restartWorld = await loadWorld(`http://127.0.0.1:${restartPort}`, restartDatabase.url, {
			mailbox: outboxMailbox(),
			runId,
			addressBlock: 2,
			withCms: false,
		})
		const restartLedger = new Ledger()
		ledgers.push(restartLedger)
		const restartClients = Math.min(clients, 50)
		const restart = await databaseRestartPhase({
			world: restartWorld,
			ledger: restartLedger,
			clients: await runLoad(restartWorld, restartLedger, { clients: restartClients, seconds: 2 }),
			seconds: faultSeconds,
			downMs: 2000,
			restart: privateServer.restart,
			server: restartWeb,
		})
		console.log(
			`\nfault: PostgreSQL restarted (private server, down 2 s) under ${restartClients} clients — in the gap ${restart.inGap} requests: 503 ×${restart.gapUnavailable}, other 5xx or unclear 503 ${restart.gapWrong}; ` +
				`no answer ${restart.noAnswer}; afterwards ${restart.after} requests, 5xx ${restart.afterFailed}; first write ${restart.recoveredInMs ?? '—'} ms after the database was back; ` +
				`web process ${restart.serverAlive ? 'still running (not restarted)' : 'ENDED'}; /readyz ${restart.readiness.status} ${restart.readiness.state}`,
		)
		const restartAudit = await auditRun(restartDatabase.url, runId, restartLedger)
		// A clear 503 in the gap is the expected answer (the audit does not count it as a 5xx).
		audits.push({ ...restartAudit, ok: restartAudit.ok && restart.serverAlive && restart.gapWrong === 0 })
		console.log('\nrows after the restart (acknowledged before, during and after it)')
		printAudit(restartAudit, restartLedger)
	}
} finally {
	await stopProcesses(children)
	for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.log(`[load] clean-up: ${(error as Error).message}`))
	fs.rmSync(work, { recursive: true, force: true })
}

const samples = ledgers.flatMap((ledger) => ledger.samples)
// The loop (bench-load-loop.ts) reads this line and the ones after it.
console.log(`\n[load] 5xx in all phases (a clear 503 in an outage aside): ${samples.filter(isServerError).length}`)
for (const line of describeServerErrors(samples, serverLog)) console.log(line)
for (const line of describeServerLog(serverLog)) console.log(line)

const ok = audits.length > 0 && audits.every((audit) => audit.ok)
console.log(`\n[load] invariants ${ok ? 'hold' : 'FAILED'}`)
process.exit(ok ? 0 : 1)
