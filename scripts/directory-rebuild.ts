// `npm run directory:rebuild [-- --check | --reorder]`: recomputes the directory's listings from the
// profiles, accounts and plans (docs/decisions/070), and says what it had to change.
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDb, type DbHandle } from '#db/client.ts'
import { nextOpeningDrift, rebuildListings, reorderListings } from '#app/modules/directory/listings.server.ts'

const usage = `Usage: npm run directory:rebuild [-- --check | --reorder]
  (no flag)  recompute every listing from the profiles, accounts and plans; prints the rows added, removed and changed
  --check    count what a rebuild would change and change nothing; exits 1 when the listings have drifted
             (the next openings too: each is worked out again and compared with the one kept)
  --reorder  rebuild, then rewrite the table in state and city order and refresh the planner's statistics
             (locks the listings while it runs: a maintenance window's command)`

let options: { check?: boolean; reorder?: boolean }
try {
	options = parseArgs({ options: { check: { type: 'boolean' }, reorder: { type: 'boolean' } }, allowPositionals: false }).values
} catch (error) {
	console.error(`${(error as Error).message}\n${usage}`)
	process.exit(2)
}
if (options.check && options.reorder) {
	console.error(`--check changes nothing and --reorder rewrites the table: choose one.\n${usage}`)
	process.exit(2)
}

let handle: DbHandle | undefined
try {
	// Not migrated here: a database behind the code is reported, not changed, by this command.
	handle = await openDb(undefined, { migrate: false, existing: true })
	const db = handle.db
	const result = await db.execute(sql`select to_regclass('directory_listings')::text as found`)
	if (!(result as unknown as { rows: { found: string | null }[] }).rows[0]?.found) {
		console.error(`The database at ${handle.location} has no directory_listings table yet: run \`npm run db:migrate\` first.`)
		process.exitCode = 1
	} else {
		const started = performance.now()
		// Next openings first: a repaired one is then copied into its listing by the rebuild.
		const staleOpenings = await nextOpeningDrift(db, { repair: !options.check })
		const drift = await rebuildListings(db, { dryRun: options.check })
		if (options.reorder) await reorderListings(db)
		const seconds = ((performance.now() - started) / 1000).toFixed(1)
		const counts = `${drift.added} added, ${drift.removed} removed, ${drift.changed} changed`
		const openings = `${staleOpenings} next ${staleOpenings === 1 ? 'opening' : 'openings'} out of date`
		if (options.check) {
			const drifted = drift.added + drift.removed + drift.changed + staleOpenings > 0
			console.log(`[directory] check of ${handle.location} in ${seconds} s: a rebuild would make ${counts}; ${openings}${drifted ? ' — the listings have drifted from the profiles' : ': the listings match the profiles'}`)
			process.exitCode = drifted ? 1 : 0
		} else {
			console.log(`[directory] rebuilt the listings of ${handle.location} in ${seconds} s: ${counts}; ${staleOpenings} out-of-date next ${staleOpenings === 1 ? 'opening' : 'openings'} refreshed${options.reorder ? '; reordered by state and city' : ''}`)
		}
	}
} catch (error) {
	// Drizzle wraps a driver's error in "Failed query: …"; the driver's says what is wrong (no server, no such database).
	const cause = (error as { cause?: Error }).cause
	console.error(`[directory] ${cause ? `the database at ${handle?.location ?? process.env.DATABASE_URL} cannot be read: ${cause.message}` : (error as Error).message}; nothing was changed`)
	process.exitCode = 1
} finally {
	await handle?.close()
}
