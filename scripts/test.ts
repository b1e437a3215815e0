// `npm test`: every test of the project, then one line `N passed, N failed`
// summing all runners (CI reads it). Exits non-zero when anything failed.
//   1. vitest: unit and integration tests on in-memory PGlite
//   2. vitest again on PostgreSQL for the database tests, when TEST_DATABASE_URL is set
//   3. Playwright: browser tests against the production build and a real Strapi
//   4. Lighthouse (mobile) on the five public page kinds, the same build: one tally per page
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { bin, cmsDir, root, webDir } from './lib/paths.ts'

type Tally = { name: string; passed: number; failed: number }
const tallies: Tally[] = []
const resultsDir = path.join(root, 'e2e', '.results')
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
	const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })
	return result.status ?? 1
}

function readJson<T>(file: string): T | null {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8')) as T
	} catch {
		return null
	}
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number }

function vitest(name: string, env: NodeJS.ProcessEnv, filters: string[] = []) {
	const output = path.join(resultsDir, `${name}.json`)
	const status = run(
		bin('vitest'),
		['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...filters],
		webDir,
		env,
	)
	const report = readJson<VitestReport>(output)
	if (!report) {
		tallies.push({ name, passed: 0, failed: 1 })
		return
	}
	// A file that fails to load counts as a failure even though none of its tests ran.
	const failed = report.numFailedTests + report.numFailedTestSuites
	tallies.push({ name, passed: report.numPassedTests, failed: status !== 0 && failed === 0 ? 1 : failed })
}

type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; errors?: unknown[] }

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
	const report = readJson<PlaywrightReport>(path.join(resultsDir, 'results.json'))
	if (!report) {
		tallies.push({ name: 'e2e', passed: 0, failed: 1 })
		return true
	}
	const harnessErrors = report.errors?.length ?? 0
	const failed = report.stats.unexpected + harnessErrors
	tallies.push({
		name: 'e2e',
		passed: report.stats.expected + report.stats.flaky,
		failed: status !== 0 && failed === 0 ? 1 : failed,
	})
	return true
}

type LighthouseReport = { rows: { path: string; passed: boolean }[] }

/** Lighthouse on the production build the browser tests used: a page passes at performance 95 and 100 for the rest. */
function lighthouse(built: boolean) {
	if (!built) {
		tallies.push({ name: 'lighthouse', passed: 0, failed: 1 })
		return
	}
	const output = path.join(resultsDir, 'lighthouse.json')
	const status = run(process.execPath, [path.join(root, 'scripts', 'lighthouse.ts'), '--no-build'], root, { LIGHTHOUSE_RESULTS: output })
	const report = readJson<LighthouseReport>(output)
	if (!report) {
		tallies.push({ name: 'lighthouse', passed: 0, failed: 1 })
		return
	}
	const failed = report.rows.filter((row) => !row.passed).length
	tallies.push({ name: 'lighthouse', passed: report.rows.length - failed, failed: status !== 0 && failed === 0 ? 1 : failed })
}

const started = Date.now()
vitest('vitest', { TEST_DB: 'pglite' })
// The integration tests (under test/) use the database; they run again on PostgreSQL.
if (process.env.TEST_DATABASE_URL) vitest('vitest-postgres', { TEST_DB: 'postgres' }, ['test/'])
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

const passed = tallies.reduce((sum, t) => sum + t.passed, 0)
const failed = tallies.reduce((sum, t) => sum + t.failed, 0)
console.log('')
for (const t of tallies) console.log(`[test] ${t.name}: ${t.passed} passed, ${t.failed} failed`)
console.log(`[test] total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
