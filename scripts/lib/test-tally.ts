// How `npm test` turns each runner's report into a tally, and the tallies into the closing line
// CI reads. Pure (no files, no processes) so its rules have tests of their own (web/test/scripts/).
import path from 'node:path'

export type Tally = { name: string; passed: number; failed: number; skipped?: string[] }

export type VitestReport = {
	numPassedTests: number
	numFailedTests: number
	numFailedTestSuites: number
	testResults: { name: string; assertionResults: { fullName: string; status: string; meta?: { skipReason?: string } }[] }[]
}

export type PlaywrightSuite = {
	title: string
	file?: string
	suites?: PlaywrightSuite[]
	specs?: { title: string; file: string; tests: { status: string; annotations?: { type: string; description?: string }[] }[] }[]
}
export type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; errors?: unknown[]; suites?: PlaywrightSuite[] }

export type LighthouseReport = { rows: { path: string; passed: boolean }[] }

/** A runner that exited non-zero without a failure in its report (a crash, a harness error) still counts one. */
const failures = (status: number, counted: number) => (status !== 0 && counted === 0 ? 1 : counted)

export function vitestTally(name: string, report: VitestReport | null, status: number, root: string): Tally {
	if (!report) return { name, passed: 0, failed: 1 }
	// A file that fails to load counts as a failure even though none of its tests ran.
	const counted = report.numFailedTests + report.numFailedTestSuites
	const skipped = report.testResults.flatMap((file) =>
		file.assertionResults
			.filter((test) => test.status !== 'passed' && test.status !== 'failed')
			.map((test) => `${path.relative(root, file.name)} › ${test.fullName}: ${test.meta?.skipReason ?? test.status}`),
	)
	return { name, passed: report.numPassedTests, failed: failures(status, counted), skipped }
}

function playwrightSkipped(suites: PlaywrightSuite[] = [], titles: string[] = []): string[] {
	return suites.flatMap((suite) => {
		const trail = suite.file === suite.title ? titles : [...titles, suite.title]
		const here = (suite.specs ?? []).flatMap((spec) =>
			spec.tests
				.filter((test) => test.status === 'skipped')
				.map((test) => {
					const reason = test.annotations?.find((a) => a.type === 'skip')?.description ?? 'skipped'
					return `e2e/tests/${spec.file} › ${[...trail, spec.title].join(' › ')}: ${reason}`
				}),
		)
		return [...here, ...playwrightSkipped(suite.suites, trail)]
	})
}

export function playwrightTally(report: PlaywrightReport | null, status: number, name = 'e2e'): Tally {
	if (!report) return { name, passed: 0, failed: 1 }
	const counted = report.stats.unexpected + (report.errors?.length ?? 0)
	return {
		name,
		passed: report.stats.expected + report.stats.flaky,
		failed: failures(status, counted),
		skipped: playwrightSkipped(report.suites),
	}
}

export function lighthouseTally(report: LighthouseReport | null, status: number): Tally {
	if (!report) return { name: 'lighthouse', passed: 0, failed: 1 }
	const counted = report.rows.filter((row) => !row.passed).length
	return { name: 'lighthouse', passed: report.rows.length - counted, failed: failures(status, counted) }
}

/** A missing service fails the run under CI=true; elsewhere its tests are skipped, each named with the reason. */
export function missingServiceTally(missing: string, required: boolean, tests: string[]): Tally {
	if (required) return { name: 'services', passed: 0, failed: 1 }
	return { name: 'vitest-postgres', passed: 0, failed: 0, skipped: tests.map((test) => `${test} (on PostgreSQL): ${missing}`) }
}

export function closingLines(tallies: Tally[], seconds: number) {
	const passed = tallies.reduce((sum, t) => sum + t.passed, 0)
	const failed = tallies.reduce((sum, t) => sum + t.failed, 0)
	const skipped = tallies.flatMap((t) => t.skipped ?? [])
	const lines = ['']
	if (skipped.length) {
		lines.push(`[test] skipped (${skipped.length}):`)
		for (const name of skipped) lines.push(`[test]   ${name}`)
	}
	for (const t of tallies) lines.push(`[test] ${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped?.length ?? 0} skipped`)
	lines.push(`[test] total time ${seconds.toFixed(0)} s`)
	lines.push(`${passed} passed, ${failed} failed, ${skipped.length} skipped`)
	// Nothing passing is a failure too: a suite that ran nothing proved nothing.
	return { lines, exitCode: failed > 0 || passed === 0 ? 1 : 0 }
}
