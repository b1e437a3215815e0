// `npm run lighthouse`: mobile Lighthouse on the five public page kinds
// (issue 16), against the production build with the demo data and a seeded
// Strapi (the browser tests' set-up). Prints a table; exits 1 when a page
// scores under 95 for performance (noise margin under the 98 target) or under
// 100 for accessibility, best practices or SEO. `npm test` runs it after the
// browser tests with `--no-build` and reads LIGHTHOUSE_RESULTS (one tally per page).
//
// Throttling (docs/decisions/060): the mobile preset's Slow 4G and 4x CPU, applied
// while the page loads (DevTools throttling), not simulated afterwards from a load
// on loopback; the host's benchmark index is printed, not used.
// LIGHTHOUSE_CPU_SLOWDOWN overrides the CPU factor for experiments.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { bin, cmsDir, webDir } from './lib/paths.ts'

process.env.E2E_WEB_PORT ??= process.env.LIGHTHOUSE_WEB_PORT ?? '3198'
process.env.E2E_CMS_PORT ??= process.env.LIGHTHOUSE_CMS_PORT ?? '1498'
// One stack of the browser tests' set-up is enough: the pages are measured one after the other.
process.env.E2E_WORKERS = '1'
const base = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`
// Issue 16: performance 98 is the goal; CI fails under 95 (noise margin) and under 100 for the others.
const target = 98
const minimum = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const categories = Object.keys(minimum) as (keyof typeof minimum)[]
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4)
// Search results are `noindex, follow` on purpose (thin, endless URL variants); only that audit is left out there.
const skipAudits: Record<string, string[]> = { '/search': ['is-crawlable'], '/es/search': ['is-crawlable'] }
// bf-cache weighs nothing in the score, and its check navigates away and back: seconds on every run.
const alwaysSkipped = ['bf-cache']

export type LighthouseRow = {
	path: string
	scores: Record<string, number>
	passed: boolean
	fcp: string
	lcp: string
	tbt: string
	performanceRuns: number[]
	/** The host's CPU benchmark in the run that counted (Lighthouse's own measure; a high-end desktop is 1500–2000). */
	benchmarkIndex: number
	problems: string[]
}

if (!process.argv.includes('--no-build')) {
	const web = spawnSync(bin('react-router'), ['build'], { cwd: webDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } })
	if (web.status !== 0) throw new Error('web build failed')
	const cms = spawnSync('npm', ['run', 'compile', '--silent'], { cwd: cmsDir, stdio: 'ignore' })
	if (cms.status !== 0) throw new Error('CMS compile failed')
}

// Imported after the ports are set: they are read when the modules load.
const { default: startServers } = await import('../e2e/global-setup.ts')
const { publicPages } = await import('../e2e/support/public-pages.ts')
const stop = await startServers()
const rows: LighthouseRow[] = []
let chrome: chromeLauncher.LaunchedChrome | undefined
try {
	chrome = await chromeLauncher.launch({
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
	})
	for (const page of await publicPages(base)) rows.push(await audit(chrome.port, page))
} finally {
	chrome?.kill()
	await stop()
}

console.log(`\nLighthouse ${lighthouseVersion()} mobile (Slow 4G and ${cpuSlowdown}x CPU applied while loading), ${base}\n`)
console.log('page'.padEnd(30) + 'perf'.padStart(6) + 'runs'.padStart(17) + 'a11y'.padStart(6) + 'best'.padStart(6) + 'seo'.padStart(6) + 'FCP'.padStart(8) + 'LCP'.padStart(8) + 'TBT'.padStart(9) + 'host'.padStart(7))
for (const row of rows) {
	console.log(
		row.path.padEnd(30) +
			String(row.scores.performance).padStart(6) +
			row.performanceRuns.join('/').padStart(17) +
			categories.slice(1).map((c) => String(row.scores[c]).padStart(6)).join('') +
			row.fcp.replace(/\s/g, '').padStart(8) +
			row.lcp.replace(/\s/g, '').padStart(8) +
			row.tbt.replace(/\s/g, '').padStart(9) +
			String(row.benchmarkIndex).padStart(7),
	)
	for (const audit of skipAudits[row.path.split('?')[0]!] ?? []) console.log(`    left out: ${audit} (noindex by design)`)
	for (const problem of row.problems) console.log(`    ${problem}`)
}
const failed = rows.filter((row) => !row.passed).length
if (failed > 0) console.error(`\n${failed} page(s) below the minimum (performance 95, the others 100)`)
if (process.env.LIGHTHOUSE_RESULTS) fs.writeFileSync(process.env.LIGHTHOUSE_RESULTS, JSON.stringify({ rows }, null, 2))
process.exit(failed > 0 ? 1 : 0)

/**
 * One page: one run of every category. A performance under the 98 target is
 * measured four times more (performance alone) and the median of the five counts:
 * Lighthouse's own advice against run-to-run noise (about 10 points between
 * runs of one page on a shared two-core machine). The other categories do not vary.
 */
async function audit(port: number, page: string): Promise<LighthouseRow> {
	const performanceOf = (lhr: LhResult) => Math.round((lhr.lhr.categories.performance?.score ?? 0) * 100)
	const full = await run(port, page, categories)
	const runs = [full]
	if (performanceOf(full) < target) for (let more = 0; more < 4; more++) runs.push(await run(port, page, ['performance']))
	const median = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(runs.length / 2)]!
	const { lhr } = full
	if (process.env.LIGHTHOUSE_REPORTS) {
		fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true })
		fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, '_')}.json`), JSON.stringify(median.lhr))
	}
	const scores = Object.fromEntries(categories.map((c) => [c, c === 'performance' ? performanceOf(median) : Math.round((lhr.categories[c]?.score ?? 0) * 100)]))
	// The audits that cost points, so a failure says what to fix.
	const problems = categories.flatMap((c) => {
		const source = c === 'performance' ? median.lhr : lhr
		return (source.categories[c]?.auditRefs ?? [])
			.filter((ref) => ref.weight > 0 && (source.audits[ref.id]?.score ?? 1) < 0.9)
			.map((ref) => `${c}: ${ref.id} (${source.audits[ref.id]?.displayValue ?? source.audits[ref.id]?.score})`)
	})
	for (const { lhr: failed } of runs) if (failed.runtimeError) problems.unshift(`runtime error: ${failed.runtimeError.code}`)
	const display = (id: string) => median.lhr.audits[id]?.displayValue ?? ''
	return {
		path: page,
		scores,
		passed: categories.every((c) => scores[c]! >= minimum[c]),
		fcp: display('first-contentful-paint'),
		lcp: display('largest-contentful-paint'),
		tbt: display('total-blocking-time'),
		performanceRuns: runs.map(performanceOf),
		benchmarkIndex: median.benchmarkIndex,
		problems,
	}
}

type LhResult = { lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']; benchmarkIndex: number }

/** One Lighthouse run; a trace that Chrome failed to record is taken again. */
async function run(port: number, page: string, only: string[]): Promise<LhResult> {
	const skipped = [...(skipAudits[page.split('?')[0]!] ?? []), ...alwaysSkipped]
	for (let attempt = 1; ; attempt++) {
		const result = await lighthouse(base + page, { port, output: 'json', logLevel: 'silent', onlyCategories: only, skipAudits: skipped }, config(cpuSlowdown))
		if (!result) throw new Error(`no Lighthouse result for ${page}`)
		// NO_NAVSTART and the like: Lighthouse itself says to run again.
		if (result.lhr.runtimeError && attempt < 4) {
			console.log(`${page}: ${result.lhr.runtimeError.code}, running again`)
			continue
		}
		return { lhr: result.lhr, benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex) }
	}
}

function config(cpuSlowdownMultiplier: number) {
	// DevTools throttling: the page loads over the throttled connection and CPU, and the metrics are
	// what happened. The simulation extrapolates from an unthrottled load, and on loopback the scripts
	// arrive before Chrome's first paint, which puts their Slow 4G download in front of it: an order
	// that never happens on the network simulated (decision 060, 2026-11-25).
	// No full-page screenshot: only the HTML report shows it, and it costs every run a second or two.
	return {
		extends: 'lighthouse:default' as const,
		settings: { throttlingMethod: 'devtools' as const, throttling: { cpuSlowdownMultiplier }, disableFullPageScreenshot: true },
	}
}

function lighthouseVersion() {
	return (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version
}
