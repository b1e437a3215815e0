// The guided match's part of `npm run bench` (issue 47): a match at p95 ≤ 50 ms on PostgreSQL at 100,000
// listings, PGlite within three times that. The module call as the page and the API make it (the answer,
// the reply figures of its names, the counts behind "one change finds more" when the answer is short),
// uncached: a match has no results cache. search-bench.ts calls timeMatches after its searches, on the
// same seeded databases. Alone (seeds its own, no HTTP part):
//   BENCH_PROFILES=100000 BENCH_DATABASES=postgres sh scripts/node24.sh scripts/lib/match-bench-alone.ts
import { openDb } from '#db/client.ts'
import { useDbOpener } from '#app/modules/db/db.server.ts'
import { matchAskSchema } from '#app/modules/directory/match-ask.ts'
import { matchDietitians } from '#app/modules/directory/match.server.ts'

type Handle = Awaited<ReturnType<typeof openDb>>
type Kind = 'postgres' | 'pglite'
export type MatchTiming = { name: string; p50: number; p95: number; p99: number; target: number; shown: number }

export const matchTargets: Record<Kind, number> = { postgres: 50, pglite: 150 }

/** Asks as visitors make them: big cities and small towns, every format, plans, budgets, Spanish, how soon. */
const cases: { name: string; asks: Record<string, unknown>[] }[] = [
	{
		name: 'in person near a big city, a plan',
		asks: [
			{ need: 'kidney', where: '10001', format: 'in_person', insurance: 'Medicare', when: 'week' },
			{ need: 'diabetes', where: 'Chicago, IL', format: 'in_person', insurance: 'Aetna' },
			{ need: 'heart', where: '90036', format: 'in_person', insurance: 'Cigna', when: 'two_weeks' },
			{ need: 'digestive', where: '77006', format: 'in_person', insurance: 'Blue Cross Blue Shield' },
		],
	},
	{
		name: 'either, general, big city (broadest)',
		asks: ['10001', '60614', '90036', '77006', '19103'].map((where) => ({ need: 'general', where, format: 'either' })),
	},
	{
		name: 'video in a state, Spanish, budget',
		asks: ['TX', 'CA', 'FL', 'NY'].map((state) => ({ need: 'weight', state, format: 'video', language: 'es', max_price: 120 })),
	},
	{
		name: 'small town, short answer (+ relax)',
		asks: [
			{ need: 'eating-disorders', where: '59001', format: 'in_person', insurance: 'Medicaid', language: 'es' },
			{ need: 'food-allergies', where: '82001', format: 'in_person', insurance: 'Tricare', when: 'week' },
			{ need: 'children', where: '04730', format: 'in_person', max_price: 60, language: 'es' },
			{ need: 'sports', where: '58201', format: 'video', insurance: 'Humana', language: 'es' },
		],
	},
	{
		name: 'either, plan, Spanish, soon',
		asks: ['90012', '33130', '78205', '85016', '10451'].map((where) => ({ need: 'pregnancy', where, format: 'either', insurance: 'Medicaid', language: 'es', when: 'two_weeks' })),
	},
]

function percentile(sorted: number[], q: number) {
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** Times each case's asks in turn (after a warm-up), as many runs as BENCH_MATCH_RUNS (default 200), and prints p50/p95/p99 against the budget. */
export async function timeMatches(handle: Handle, kind: Kind, profiles: number): Promise<MatchTiming[]> {
	useDbOpener(async () => handle)
	const runs = Number(process.env.BENCH_MATCH_RUNS ?? 200)
	const target = matchTargets[kind]
	console.log(`\nguided match on ${kind}, ${profiles.toLocaleString('en-US')} listed profiles, ${runs} runs per case (module call, uncached)\n`)
	console.log('case'.padEnd(40) + 'p50 ms'.padStart(8) + 'p95 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'target p95'.padStart(12) + 'shown'.padStart(7))
	const results: MatchTiming[] = []
	const all: number[] = []
	for (const c of cases) {
		const asks = c.asks.map((ask) => matchAskSchema.parse(ask))
		for (let i = 0; i < 10; i++) await matchDietitians(asks[i % asks.length]!)
		const times: number[] = []
		let shown = 0
		for (let i = 0; i < runs; i++) {
			const started = performance.now()
			const outcome = await matchDietitians(asks[i % asks.length]!)
			times.push(performance.now() - started)
			if (i === 0 && outcome.status === 'ok') shown = outcome.matches.length
		}
		all.push(...times)
		const sorted = times.sort((a, b) => a - b)
		const result = { name: c.name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), target, shown }
		results.push(result)
		console.log(c.name.padEnd(40) + result.p50.toFixed(1).padStart(8) + result.p95.toFixed(1).padStart(8) + result.p99.toFixed(1).padStart(8) + `≤ ${target}${result.p95 <= target ? ' ok' : ' MISS'}`.padStart(12) + String(shown).padStart(7))
	}
	const sorted = all.sort((a, b) => a - b)
	const overall = { name: 'every match', p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), target, shown: 0 }
	console.log(overall.name.padEnd(40) + overall.p50.toFixed(1).padStart(8) + overall.p95.toFixed(1).padStart(8) + overall.p99.toFixed(1).padStart(8) + `≤ ${target}${overall.p95 <= target ? ' ok' : ' MISS'}`.padStart(12))
	return [...results, overall]
}
