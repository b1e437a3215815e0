import type { DB } from '#db/client.ts'

/** One part of the demo data; scripts/seed.ts runs the list in seeds/demo-seeds.ts. */
export type Seed = {
	name: string
	/** Runs only when this returns true, so seeding twice adds nothing. */
	shouldRun: (db: DB) => Promise<boolean>
	run: (db: DB) => Promise<string[]>
}
