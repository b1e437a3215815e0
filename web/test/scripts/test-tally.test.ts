import { describe, expect, test } from 'vitest'
import { closingLines, lighthouseTally, missingServiceTally, playwrightTally, vitestTally, type VitestReport } from '../../../scripts/lib/test-tally.ts'

const root = '/repo'
const vitestReport = (over: Partial<VitestReport> = {}): VitestReport => ({
	numPassedTests: 3,
	numFailedTests: 0,
	numFailedTestSuites: 0,
	testResults: [
		{
			name: '/repo/web/test/a.test.ts',
			assertionResults: [
				{ fullName: 'a works', status: 'passed' },
				{ fullName: 'b waits for redis', status: 'skipped', meta: { skipReason: 'Redis does not answer' } },
				{ fullName: 'c is todo', status: 'todo' },
			],
		},
	],
	...over,
})

describe("npm test's tally", () => {
	test('vitest: passed and skipped come from the report, each skip named with its file and reason', () => {
		expect(vitestTally('vitest', vitestReport(), 0, root)).toEqual({
			name: 'vitest',
			passed: 3,
			failed: 0,
			skipped: ['web/test/a.test.ts › b waits for redis: Redis does not answer', 'web/test/a.test.ts › c is todo: todo'],
		})
	})

	test('vitest: a file that fails to load counts, and a crash with no report or no counted failure counts one', () => {
		expect(vitestTally('vitest', vitestReport({ numFailedTests: 2, numFailedTestSuites: 1 }), 1, root).failed).toBe(3)
		expect(vitestTally('vitest', vitestReport(), 1, root).failed).toBe(1)
		expect(vitestTally('vitest', null, 0, root)).toEqual({ name: 'vitest', passed: 0, failed: 1 })
	})

	test('playwright: flaky tests pass, harness errors fail, skipped tests carry the describe path and reason', () => {
		const tally = playwrightTally(
			{
				stats: { expected: 5, unexpected: 1, flaky: 2 },
				errors: [{ message: 'web server did not start' }],
				suites: [
					{
						title: 'a.spec.ts',
						file: 'a.spec.ts',
						suites: [
							{
								title: 'booking',
								specs: [{ title: 'books a call', file: 'a.spec.ts', tests: [{ status: 'skipped', annotations: [{ type: 'skip', description: 'no CMS' }] }] }],
							},
						],
					},
				],
			},
			1,
		)
		expect(tally).toEqual({ name: 'e2e', passed: 7, failed: 2, skipped: ['e2e/tests/a.spec.ts › booking › books a call: no CMS'] })
		expect(playwrightTally(null, 0).failed).toBe(1)
	})

	test('lighthouse: one tally per page', () => {
		const rows = [
			{ path: '/search', passed: true },
			{ path: '/services', passed: false },
		]
		expect(lighthouseTally({ rows }, 1)).toEqual({ name: 'lighthouse', passed: 1, failed: 1 })
		expect(lighthouseTally({ rows: [rows[0]!] }, 1).failed).toBe(1)
	})

	test('a missing service fails under CI=true and is counted as skipped, test by test, elsewhere', () => {
		expect(missingServiceTally('PostgreSQL does not answer', true, ['x'])).toEqual({ name: 'services', passed: 0, failed: 1 })
		expect(missingServiceTally('PostgreSQL does not answer', false, ['web/test/a.test.ts › a works']).skipped).toEqual([
			'web/test/a.test.ts › a works (on PostgreSQL): PostgreSQL does not answer',
		])
	})

	test('the closing line sums every runner; anything failed, or nothing passed, exits 1', () => {
		const ok = closingLines(
			[
				{ name: 'vitest', passed: 10, failed: 0, skipped: ['x: why'] },
				{ name: 'e2e', passed: 4, failed: 0 },
			],
			12.4,
		)
		expect(ok.lines.at(-1)).toBe('14 passed, 0 failed, 1 skipped')
		expect(ok.lines).toContain('[test]   x: why')
		expect(ok.exitCode).toBe(0)
		expect(closingLines([{ name: 'e2e', passed: 4, failed: 1 }], 1).exitCode).toBe(1)
		expect(closingLines([{ name: 'vitest', passed: 0, failed: 0 }], 1)).toMatchObject({ exitCode: 1, lines: expect.arrayContaining(['0 passed, 0 failed, 0 skipped']) })
	})
})
