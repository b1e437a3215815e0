import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { migrationsDir } from '#db/paths.ts'
import { rebuildListings } from '#app/modules/directory/listings.server.ts'
import { migrationsBefore } from '../db/migrations-before.ts'

// A database that had profiles before the listings existed (every deployment, every
// data/pg of a developer): the migration that creates the table fills it, and a
// rebuild from the modules' rule then finds nothing to change.


test('the migration lists the profiles that were listed before it, exactly as the rule does', async () => {
	const handle = await openDb('memory', { migrate: false })
	try {
		const db = handle.db
		await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsBefore('0010') })
		await db.execute(sql`
			insert into users (id, email, password_hash, first_name, last_name, plan, verified, suspended_at) values
				(1, 'starter@example.com', 'x', 'Sam', 'Starter', 1, true, null),
				(2, 'practice@example.com', 'x', 'Pat', 'Practice', 3, true, null),
				(3, 'lapsed@example.com', 'x', 'Lee', 'Lapsed', 0, true, null),
				(4, 'suspended@example.com', 'x', 'Sue', 'Suspended', 2, true, now()),
				(5, 'pending@example.com', 'x', 'Pen', 'Pending', 2, true, null)`)
		const long = 'Eats well, sleeps well.   '.repeat(20)
		await db.execute(sql`
			insert into profiles (user_id, review_status, state, city_name, city_key, zipcode, latitude, longitude, credentials, specialties, summary) values
				(1, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', '{diabetes}', 'Short   summary.'),
				(2, 'approved', 'NY', 'New York', 'new york', '10001', 40.7484, -73.9967, '{RDN}', '{renal}', ${long}),
				(3, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', '{}', null),
				(4, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', '{}', null),
				(5, 'submitted', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', '{}', null)`)

		await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsDir() })

		const rows = (await db.execute(sql`select user_id, featured, home_page, summary_preview from directory_listings order by user_id`)) as unknown as {
			rows: { user_id: number; featured: boolean; home_page: boolean; summary_preview: string }[]
		}
		expect(rows.rows.map((row) => [row.user_id, row.featured, row.home_page])).toEqual([
			[1, false, false],
			[2, true, true],
		])
		expect(rows.rows[0]!.summary_preview).toBe('Short summary.')
		// Cut at a word before 270 characters, on one line.
		expect(rows.rows[1]!.summary_preview).toMatch(/^Eats well, sleeps well\. Eats well, .*\S…$/)
		expect(rows.rows[1]!.summary_preview.length).toBeLessThanOrEqual(270)
		expect(rows.rows[1]!.summary_preview).not.toMatch(/\s\s/)
		expect(await rebuildListings(db, { dryRun: true })).toEqual({ added: 0, removed: 0, changed: 0 })
	} finally {
		await handle.close()
	}
}, 120_000)
