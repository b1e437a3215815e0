import { openDb, type DB } from '#db/client.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { demoSeeds } from './seeds/demo-seeds.ts'

/** Runs every demo seed that has not run yet; returns the lines worth printing (e.g. demo logins). */
export async function seedDemoData(db: DB): Promise<string[]> {
	const report: string[] = []
	for (const seed of demoSeeds) {
		if (await seed.shouldRun(db)) report.push(...(await seed.run(db)))
	}
	// The seeds write profiles, accounts and plans directly: the directory's listings follow in one pass.
	await rebuildListings(db)
	return report
}

if (import.meta.main) {
	const handle = await openDb()
	try {
		const report = await seedDemoData(handle.db)
		console.log(report.length ? report.join('\n') : '[db] demo data already present')
	} finally {
		await handle.close()
	}
}
