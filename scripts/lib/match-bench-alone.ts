// The guided match's bench alone (issue 47): seeds its own databases with search-bench's synthetic listings,
// no HTTP part. Its own file, so neither bench module imports the other back (test/ops/import-graph.test.ts).
//   BENCH_PROFILES=100000 BENCH_DATABASES=postgres sh scripts/node24.sh scripts/lib/match-bench-alone.ts
import { openDb } from '#db/client.ts'
import { createThrowawayDatabase } from '#db/throwaway-database.ts'
import { closeDb } from '#app/modules/db/db.server.ts'
import { timeMatches } from './match-bench.ts'
import { seed, syntheticProfiles } from './search-bench.ts'
import { postgresAnswers, postgresTestUrl } from './test-services.ts'

async function benchMatchesAlone() {
	process.env.DB_STATEMENT_TIMEOUT_MS ??= '600000'
	const sizes = (process.env.BENCH_PROFILES ?? '100000').split(',').map((n) => Number(n.trim())).filter((n) => n > 0)
	const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
	const serverUrl = process.env.BENCH_DATABASE_URL ?? ((await postgresAnswers()) ? postgresTestUrl : undefined)
	for (const size of sizes) {
		const rows = syntheticProfiles(size)
		if (databases.includes('pglite')) {
			const lite = await openDb('memory://')
			await seed(lite, rows)
			await timeMatches(lite, 'pglite', size)
			await closeDb()
		}
		if (serverUrl && databases.includes('postgres')) {
			const { url, name } = await createThrowawayDatabase(serverUrl, 'dietitian_match_bench')
			try {
				const server = await openDb(url)
				await seed(server, rows)
				await timeMatches(server, 'postgres', size)
			} finally {
				await closeDb()
				const { default: pg } = await import('pg')
				const admin = new pg.Client({ connectionString: serverUrl })
				await admin.connect()
				await admin.query(`drop database if exists ${name} with (force)`)
				await admin.end()
			}
		}
	}
}

if (import.meta.main) await benchMatchesAlone()
