import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, point, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * The directory's read model, owned by the directory module: one narrow row per
 * listed profile (approved, not suspended, on a plan with a listing), holding
 * exactly what search filters, orders and shows on a card. Kept in the same
 * transaction as every write that changes any of it (refreshListing); rebuilt
 * from the source tables by `npm run directory:rebuild` (docs/decisions/070).
 * Columns that queries filter and order on come first: PostgreSQL reads a row's
 * columns up to the last one a query needs, and most stop before the card's text.
 */
export const directoryListings = pgTable(
	'directory_listings',
	{
		userId: integer('user_id')
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** The plan has `priorityPlacement`: first among matches, labelled "Featured". */
		featured: boolean('featured').notNull(),
		/** The plan has `homePageFeature`. */
		homePage: boolean('home_page').notNull(),
		/**
		 * The office as (longitude, latitude) in degrees: the SP-GiST index finds the rows in a
		 * radius's bounding box. (A GiST index on the earth column degenerates here: offices are
		 * placed at their ZIP's centre, so thousands share a point and its pages barely split.)
		 */
		location: point('location', { mode: 'tuple' }).notNull(),
		/**
		 * The office as a point of the unit sphere: the exact distance to a place is the chord
		 * between the two points, plain arithmetic that costs the same on PGlite as on PostgreSQL
		 * (a cube function costs several microseconds a row on PGlite).
		 */
		x: doublePrecision('x').notNull(),
		y: doublePrecision('y').notNull(),
		z: doublePrecision('z').notNull(),
		state: text('state').notNull(),
		cityKey: text('city_key'),
		inPerson: boolean('in_person').notNull(),
		telehealth: boolean('telehealth').notNull(),
		accepting: boolean('accepting').notNull(),
		/**
		 * 'confirmed' (availability confirmed in the last 45 days) or 'unconfirmed' (45 to 90 days, or
		 * never): "Best match" puts unconfirmed listings after confirmed ones and the "Accepting" filter
		 * leaves them out. A listing 90 days unconfirmed is paused: it has no row. Time passing changes
		 * it: the sweep `listing-availability` refreshes the rows whose confirmation aged (issue 30).
		 */
		listingState: text('listing_state', { enum: ['confirmed', 'unconfirmed'] }).notNull().default('confirmed'),
		acceptingConfirmedAt: timestamp('accepting_confirmed_at', { withTimezone: true }),
		/**
		 * Answered under half of at least 5 settled contact requests of the last 90 days within their
		 * deadline (issue 30 point 5): ranks after responsive listings of the same band and group.
		 */
		slowReplies: boolean('slow_replies').notNull().default(false),
		telehealthStates: text('telehealth_states').array().notNull(),
		/**
		 * Where a client can see the dietitian by video: the licensed states and the office's, when the
		 * dietitian offers telehealth (none otherwise). "Telehealth in a state" is one index lookup.
		 */
		telehealthReach: text('telehealth_reach').array().notNull(),
		specialties: text('specialties').array().notNull(),
		insurance: text('insurance').array().notNull(),
		languages: text('languages').array().notNull(),
		credentials: text('credentials').array().notNull(),
		/** "Superbill for out-of-network" (a search filter). */
		superbill: boolean('superbill').notNull().default(false),
		/**
		 * Spanish is among the profile's languages (issue 32): the one-click "Counsels in Spanish" filter and the
		 * card's badge. Its own column, not the languages array, so the radius and state indexes can carry it.
		 */
		spanish: boolean('spanish').notNull().default(false),
		/**
		 * Medicare is among the plans the profile takes (issue 31's Medicare search, the guide's "find one"): read
		 * from the radius and state indexes, as `spanish` is, so that search stays index-only (issue 44).
		 */
		medicare: boolean('medicare').notNull().default(false),
		/**
		 * "first last" in lower case without accents: what a name search compares the typed name
		 * with (pg_trgm's word similarity, on a trigram index). The default only lets the column be
		 * added to a filled table; every listing is written with its key (listings.server.ts).
		 */
		nameKey: text('name_key').notNull().default(''),
		/** The first opening a visitor can book (null without the `booking` entitlement or any opening). */
		nextOpening: timestamp('next_opening', { withTimezone: true }),
		/** The same, as the office's wall time with its offset: what the card and the API show. */
		nextOpeningLocal: text('next_opening_local'),
		// The card
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		role: text('role'),
		cityName: text('city_name'),
		zipcode: text('zipcode'),
		avatarKey: text('avatar_key'),
		/** The self-pay rate of a first visit (cents), shown on the card. */
		selfPayFirstVisitCents: integer('self_pay_first_visit_cents'),
		summaryPreview: text('summary_preview').notNull(),
		/** The credential checks an admin recorded, newest first: [{kind, number, state, checked_at}] (the card's "Verified" reads them). */
		/**
		 * The shown reviews of visits (issue 46): how many and the sum of their ratings, kept by the reviews
		 * module's writes (refreshListingRatings) and recomputed by the rebuild. The card shows the average
		 * from 3 reviews on; no query orders or filters on them (reviews do not change the order of results).
		 */
		ratingCount: integer('rating_count').notNull().default(0),
		ratingSum: integer('rating_sum').notNull().default(0),
		credentialChecks: jsonb('credential_checks').$type<{ kind: 'npi' | 'cdr' | 'licence'; number: string; state: string | null; checked_at: string }[]>().notNull().default([]),
	},
	// The migrations add INCLUDE columns to the first two (drizzle-kit cannot say it; 0010, 0018, 0022, 0023, 0031): a radius or a
	// state counts and orders its matches from the index alone. It also sets parallel_workers = 0.
	(t) => [
		index('directory_listings_location_idx').using('spgist', t.location),
		index('directory_listings_city_idx').on(t.state, t.cityKey),
		index('directory_listings_name_idx').on(t.lastName, t.firstName, t.userId),
		index('directory_listings_name_key_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
		index('directory_listings_telehealth_states_idx').using('gin', t.telehealthStates),
		index('directory_listings_telehealth_reach_idx').using('gin', t.telehealthReach),
		index('directory_listings_specialties_idx').using('gin', t.specialties),
		index('directory_listings_insurance_idx').using('gin', t.insurance),
		index('directory_listings_languages_idx').using('gin', t.languages),
		index('directory_listings_credentials_idx').using('gin', t.credentials),
		index('directory_listings_home_page_idx').on(t.userId).where(sql`${t.homePage}`),
		index('directory_listings_confirmed_idx').on(t.acceptingConfirmedAt),
	],
)

/**
 * One row counting the committed transactions that changed `directory_listings`: a trigger
 * (migration 0026) adds one at each such commit. Searches key their short-lived result cache by
 * it, so a change is in the very next search of every process (docs/decisions/105).
 */
export const directoryGeneration = pgTable(
	'directory_generation',
	{
		id: integer('id').primaryKey().default(1),
		generation: bigint('generation', { mode: 'number' }).notNull().default(0),
	},
	(t) => [check('directory_generation_one_row', sql`${t.id} = 1`)],
)

/**
 * How many guided matches (issue 47) asked each need in each state, per UTC day: the admin dashboard's
 * picture of demand. A count and nothing else: no answer is stored with anything that identifies a visitor.
 */
export const matchNeedCounts = pgTable(
	'match_need_counts',
	{
		state: text('state').notNull(),
		need: text('need').notNull(),
		day: date('day', { mode: 'string' }).notNull(),
		count: integer('count').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.state, t.need, t.day] })],
)
