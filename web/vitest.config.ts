// Separate from vite.config.ts so the React Router plugin is never loaded under vitest.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { databaseFreeTestFiles } from './test/database-free.ts'
import { postgresOnlyTestFiles } from './test/postgres-only.ts'

const gone = [...databaseFreeTestFiles, ...postgresOnlyTestFiles].filter((file) => !fs.existsSync(path.resolve(import.meta.dirname, file)))
if (gone.length) throw new Error(`test/database-free.ts or test/postgres-only.ts lists files that do not exist: ${gone.join(', ')}`)

const include = ['test/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}']
// The PostgreSQL run is for the files that use the database; the others ran on PGlite already. The PGlite run
// leaves out the files that test what only PostgreSQL has (a pool, a statement stopped by its timeout).
const exclude = process.env.TEST_DB === 'postgres' ? [...configDefaults.exclude, ...databaseFreeTestFiles] : [...configDefaults.exclude, ...postgresOnlyTestFiles]
// Files that change what belongs to the whole process (the zone in process.env.TZ, which a worker thread
// cannot change for itself) run in a child process of their own.
const processWideFiles = ['app/modules/appointments/openings.test.ts']

export default defineConfig({
	resolve: {
		tsconfigPaths: true,
		// tsconfigPaths resolves the aliases only in files under web/; the demo seeds (scripts/seeds/) use them too,
		// and a test runs them to check the demo data.
		alias: [
			{ find: /^#app\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'app/$1') },
			{ find: /^#db\/(.*)$/, replacement: path.resolve(import.meta.dirname, '../db/$1') },
		],
	},
	test: {
		environment: 'node',
		setupFiles: ['./test/setup-file.ts'],
		testTimeout: 20_000,
		hookTimeout: 60_000,
		// A file spends much of its time waiting on a database or a server it started; one per core
		// (not Vitest's cores − 1) took the two suites from 383 + 253 s to 273 + 174 s on 2 cores.
		maxWorkers: os.availableParallelism(),
		projects: [
			{
				extends: true,
				test: {
					name: 'threads',
					// Each file still gets a thread of its own (isolate stays on), which starts in a fraction of a
					// child process's time: the PGlite run went from 164 to 124 s (315 to 228 CPU-s) on 2 cores.
					pool: 'threads',
					include,
					exclude: [...exclude, ...processWideFiles],
					globalSetup: ['./test/global-setup.ts'],
				},
			},
			{
				extends: true,
				test: { name: 'process', pool: 'forks', include: processWideFiles, exclude },
			},
		],
	},
})
