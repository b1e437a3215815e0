/**
 * Test files that mean something only on PostgreSQL, production's database: a pool to run out of, a
 * statement the server stops at its timeout. PGlite has one connection and no timer to cancel a
 * statement, so on it these tests could only return early and be counted as passed; the PGlite run
 * leaves them out instead (vitest.config.ts), and each file fails if it is ever run on PGlite.
 */
export const postgresOnlyTestFiles = ['test/db/database-busy.test.ts', 'test/db/statement-timeout-postgres.test.ts']
