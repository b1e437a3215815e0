import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import { registerBackgroundWork } from '#app/background-work.server.ts'
import { resetClock } from '#app/modules/clock/clock.server.ts'
import { closeDb, useDbOpener } from '#app/modules/db/db.server.ts'
import { openTestDb } from './test-database.ts'

// Test environment: no production secrets, quiet CMS lookups unless a test configures them.
process.env.APP_ENV ??= 'test'
// Tests sign in many times from one address; the limit test sets its own, lower, value.
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '1000'
process.env.SEARCH_RATE_LIMIT_PER_MINUTE ??= '100000'
// Uploaded photos go to a folder of this run, not the repository's data/uploads.
process.env.UPLOADS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'))
// Each file reads the environment afresh (a worker process may run several files).
delete (globalThis as { __env?: unknown }).__env
delete (globalThis as { __cms?: unknown }).__cms
// The clock lives on globalThis too: a file starts at real time, whatever the file before it set.
resetClock()

useDbOpener(openTestDb)
// The domains' jobs and sweeps, as the server registers them (each loads when a job first runs).
registerBackgroundWork()
afterAll(closeDb)

// A console.error during a test means something went wrong that the test did not catch.
let consoleErrors: unknown[][] = []
beforeEach(() => {
	consoleErrors = []
	vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
		consoleErrors.push(args)
	})
})
afterEach(() => {
	vi.restoreAllMocks()
	if (consoleErrors.length) {
		const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n')
		throw new Error(`console.error was called during the test:\n${text}`)
	}
})
