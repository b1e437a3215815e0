// `npm test`: every test of the project, then one line `N passed, N failed, N skipped`
// summing all runners (CI reads it), after the name and reason of every skipped test.
// Exits non-zero when anything failed.
//   1. the type check (React Router's route types, then tsc): one tally. Vitest and the build strip
//      types without checking them, so what the compiler checks (every job kind has a handler, a
//      route's loader data as its page reads it) holds only because this runs
//   2. vitest: unit and integration tests on in-memory PGlite
//   3. vitest again on PostgreSQL for the integration tests that use the database (TEST_DATABASE_URL, or the
//      project's server on 127.0.0.1:5432); Redis (TEST_REDIS_URL or 127.0.0.1:6379) for the
//      tests of the shared stores. A missing service skips its tests, named; under CI=true it fails.
//   4. Playwright: browser tests against the production build and a real Strapi, then the booking,
//      sign-up and search flows again with the web on PostgreSQL (E2E_POSTGRES_URL)
//   5. Lighthouse (mobile) on the five public page kinds, the same build: one tally per page
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { databaseFreeTestFiles } from '../web/test/database-free.ts'
import { postgresOnlyTestFiles } from '../web/test/postgres-only.ts'
import { bin, cmsDir, root, webDir } from './lib/paths.ts'
import { closingLines, lighthouseTally, missingServiceTally, playwrightTally, type LighthouseReport, type PlaywrightReport, type Tally, type VitestReport, vitestTally } from './lib/test-tally.ts'
import { missingService, postgresTestUrl, redisTestUrl, servicesRequired } from './lib/test-services.ts'

const tallies: Tally[] = []
const resultsDir = path.join(root, 'e2e', '.results')
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
	const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
	// A runner killed by a signal (a crash, the OOM killer) writes no report; say so, or the log only shows a failure.
	if (result.signal) console.log(`[test] ${path.basename(command)} ${args[0] ?? ''} ended by ${result.signal}`)
	return result.status ?? 1
}

function readJson<T>(file: string): T | null {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8')) as T
	} catch {
		return null
	}
}

const relative = (file: string) => path.relative(root, file)

function vitest(name: string, env: NodeJS.ProcessEnv, filters: string[] = []): VitestReport | null {
	const output = path.join(resultsDir, `${name}.json`)
	const status = run(
		bin('vitest'),
		['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...filters],
		webDir,
		env,
	)
	const report = readJson<VitestReport>(output)
	if (!report) console.log(`[test] ${name}: no report at ${relative(output)} (exit code ${status})`)
	tallies.push(vitestTally(name, report, status, root))
	return report
}

/** Returns whether the build it made can be reused. */
function playwright() {
	const build = run(bin('react-router'), ['build'], webDir, { NODE_ENV: 'production' })
	const compile = build === 0 ? run('npm', ['run', 'compile', '--silent'], cmsDir) : 1
	if (build !== 0 || compile !== 0) {
		console.error('[test] building the web app or compiling the CMS failed; browser tests not run')
		tallies.push({ name: 'e2e', passed: 0, failed: 1 })
		return false
	}
	const status = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], root)
	tallies.push(playwrightTally(readJson<PlaywrightReport>(path.join(resultsDir, 'results.json')), status))
	// The flows where the database does the most (booking under its exclusion constraint, sign-up, search
	// with its extensions) again on PostgreSQL, production's database: PGlite is the same engine, not the same server.
	const flows = ['tests/booking.spec.ts', 'tests/accounts.spec.ts', 'tests/directory.spec.ts', 'tests/search-order.spec.ts']
	if (!postgresMissing) {
		const onPostgres = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...flows], root, { E2E_POSTGRES_URL: postgresTestUrl })
		tallies.push(playwrightTally(readJson<PlaywrightReport>(path.join(resultsDir, 'results.json')), onPostgres, 'e2e-postgres'))
	} else if (!servicesRequired) {
		tallies.push({ name: 'e2e-postgres', passed: 0, failed: 0, skipped: flows.map((flow) => `e2e/${flow} (on PostgreSQL): ${postgresMissing}`) })
	}
	return true
}

/** Lighthouse on the production build the browser tests used: a page passes at performance 95 and 100 for the rest. */
function lighthouse(built: boolean) {
	if (!built) {
		tallies.push({ name: 'lighthouse', passed: 0, failed: 1 })
		return
	}
	const output = path.join(resultsDir, 'lighthouse.json')
	const status = run(process.execPath, [path.join(root, 'scripts', 'lighthouse.ts'), '--no-build'], root, { LIGHTHOUSE_RESULTS: output })
	tallies.push(lighthouseTally(readJson<LighthouseReport>(output), status))
}

const started = Date.now()
const postgresMissing = await missingService('postgres')
const redisMissing = await missingService('redis')
// The runners and the servers they start read the services from here.
if (!postgresMissing) process.env.TEST_DATABASE_URL = postgresTestUrl
if (!redisMissing) process.env.TEST_REDIS_URL = redisTestUrl
for (const missing of [postgresMissing, redisMissing]) {
	if (!missing) continue
	console.error(`[test] ${missing}${servicesRequired ? ': CI=true requires it' : ': the tests that need it are skipped'}`)
	if (servicesRequired) tallies.push(missingServiceTally(missing, true, []))
}

const typecheck = run('npm', ['run', 'typecheck', '--silent'], webDir)
tallies.push({ name: 'typecheck', passed: typecheck === 0 ? 1 : 0, failed: typecheck === 0 ? 0 : 1 })

const unit = vitest('vitest', { TEST_DB: 'pglite' })
// The integration tests (under test/) that use the database run again on PostgreSQL; vitest.config.ts
// leaves out the ones test/database-free.ts lists.
if (!postgresMissing) vitest('vitest-postgres', { TEST_DB: 'postgres' }, ['test/'])
else if (!servicesRequired) {
	const databaseFree = new Set(databaseFreeTestFiles.map((file) => `web/${file}`))
	const integration = (unit?.testResults ?? []).filter((file) => relative(file.name).startsWith('web/test/') && !databaseFree.has(relative(file.name)))
	const tests = integration.flatMap((file) => file.assertionResults.map((test) => `${relative(file.name)} › ${test.fullName}`))
	// The files that run on PostgreSQL only never ran on PGlite: each is named as skipped, not left out of the tally.
	tallies.push(missingServiceTally(postgresMissing, false, [...tests, ...postgresOnlyTestFiles.map((file) => `web/${file} (every test)`)]))
}
lighthouse(playwright())

// CI (.ci/run) also checks that installing and testing left the checkout as it was:
// a lockfile rewritten by the install, or a file written by a test, is a failure.
if (process.env.CHECK_CLEAN_TREE) {
	const status = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
	const changed = status.stdout.trim()
	if (status.status !== 0 || changed) {
		console.error(`[test] the install or the tests changed the checkout:\n${changed || status.stderr}`)
		tallies.push({ name: 'clean checkout', passed: 0, failed: 1 })
	} else {
		tallies.push({ name: 'clean checkout', passed: 1, failed: 0 })
	}
}

const closing = closingLines(tallies, (Date.now() - started) / 1000)
for (const line of closing.lines) console.log(line)
process.exit(closing.exitCode)
