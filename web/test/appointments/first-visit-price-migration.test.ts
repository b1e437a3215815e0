import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { expect, test } from 'vitest'
import { openDb } from '#db/client.ts'
import { migrationsDir } from '#db/paths.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { migrationsBefore } from '../db/migrations-before.ts'

// A database from before issue 42.2, when the availability kept a first visit's price of its own:
// migration 0032 moves that price into the profile's first-visit fee where the profile stated none,
// the card's copy follows, and the price leaves the kinds.


const kinds = (firstPrice: number | null) =>
	JSON.stringify([
		{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, priceCents: firstPrice, formats: ['office', 'video'] },
	])

test('the migration moves an availability’s first-visit price into a profile without a fee, keeps a stated fee, and drops the old price', async () => {
	const handle = await openDb('memory', { migrate: false })
	try {
		const db = handle.db
		await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsBefore('0032') })
		await db.execute(sql`
			insert into users (id, email, password_hash, first_name, last_name, plan, verified) values
				(1, 'no-fee@example.com', 'x', 'Nora', 'Nofee', 2, true),
				(2, 'fee@example.com', 'x', 'Fay', 'Fee', 2, true),
				(3, 'free@example.com', 'x', 'Fred', 'Free', 2, true),
				(4, 'unpriced@example.com', 'x', 'Uma', 'Unpriced', 2, true),
				(5, 'no-booking@example.com', 'x', 'Ned', 'Nobooking', 2, true)`)
		await db.execute(sql`
			insert into profiles (user_id, review_status, state, city_name, city_key, zipcode, latitude, longitude, credentials, self_pay_min_cents, self_pay_first_visit_cents, self_pay_follow_up_cents) values
				(1, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', 9000, null, 9000),
				(2, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', 9000, 16500, 9000),
				(3, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', null, null, null),
				(4, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', null, null, null),
				(5, 'approved', 'MA', 'Boston', 'boston', '02108', 42.3576, -71.0636, '{RD}', 8000, null, 8000)`)
		await db.execute(sql`
			insert into appointment_settings (user_id, kinds) values
				(1, ${kinds(12050)}::jsonb),
				(2, ${kinds(9000)}::jsonb),
				(3, ${kinds(0)}::jsonb),
				(4, ${kinds(null)}::jsonb)`)
		// Today's listing refresh reads what later migrations add (the calendars' busy times, 0038; the reviews and
		// the listing's rating columns, 0039): empty stand-ins serve it while it fills the old listings, and go
		// before the migrations make the real ones.
		await db.execute(sql`create table busy_calendars (id serial primary key, user_id integer not null)`)
		await db.execute(sql`create table busy_ranges (calendar_id integer not null, starts_at timestamptz not null, ends_at timestamptz not null)`)
		await db.execute(sql`create table reviews (dietitian_id integer not null, rating integer not null, hidden_at timestamptz)`)
		await db.execute(sql`alter table directory_listings add column rating_count integer not null default 0, add column rating_sum integer not null default 0`)
		for (const id of [1, 2, 3, 4, 5]) await refreshListing(db, id)
		// The listings' change trigger is deferred (decision 123): it fires now, so the table may change shape.
		await db.execute(sql`set constraints all immediate`)
		await db.execute(sql`drop table busy_ranges, busy_calendars, reviews`)
		await db.execute(sql`alter table directory_listings drop column rating_count, drop column rating_sum`)

		await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsDir() })

		const fees = (await db.execute(sql`
			select p.user_id, p.self_pay_first_visit_cents as fee, p.self_pay_follow_up_cents as follow_up, l.self_pay_first_visit_cents as card
			from profiles p join directory_listings l on l.user_id = p.user_id order by p.user_id`)) as unknown as { rows: { user_id: number; fee: number | null; follow_up: number | null; card: number | null }[] }
		expect(fees.rows.map((row) => [row.user_id, row.fee, row.follow_up, row.card])).toEqual([
			// No fee: the price the booking showed becomes the fee, on the profile and the card.
			[1, 12050, 9000, 12050],
			// A stated fee stays: it is what "Services and fees" showed (the booking's was the follow-up rate).
			[2, 16500, 9000, 16500],
			// A free first visit moves as $0.
			[3, 0, null, 0],
			// No price anywhere: none is made up.
			[4, null, null, null],
			[5, null, 8000, null],
		])
		const settings = (await db.execute(sql`select user_id, kinds from appointment_settings order by user_id`)) as unknown as { rows: { user_id: number; kinds: unknown }[] }
		for (const row of settings.rows) {
			expect(row.kinds).toEqual([
				{ kind: 'intro', enabled: true, minutes: 15, formats: ['video', 'phone'] },
				{ kind: 'first', enabled: true, minutes: 60, formats: ['office', 'video'] },
			])
		}
	} finally {
		await handle.close()
	}
}, 120_000)
