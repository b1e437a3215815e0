import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

export type WorkingTime = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { from: string; to: string }[]>
export type Education = { degree: string; school: string; year: number }[]

/**
 * A dietitian's public profile, one per account, owned by the profiles module.
 * Field names follow the original back end (spec facts) where it had them.
 * Search does not read it: it reads the directory's listings (schema/directory.ts),
 * which the profiles module keeps in step with every write.
 */
export const profiles = pgTable(
	'profiles',
	{
		userId: integer('user_id')
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		// Step 1: identity and office
		profileName: text('profile_name'),
		role: text('role'),
		credentials: text('credentials').array().notNull().default(sql`'{}'::text[]`),
		businessEmail: text('business_email'),
		officeNumber: text('office_number'),
		officeFax: text('office_fax'),
		streetAddress: text('street_address'),
		aptSuite: text('apt_suite'),
		cityName: text('city_name'),
		/** lower-case, accents and extra spaces removed: what a typed city is matched against. */
		cityKey: text('city_key'),
		state: text('state'),
		zipcode: text('zipcode'),
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		timeZone: text('time_zone'),
		websiteUrl: text('website_url'),
		// Step 2: about
		summary: text('summary'),
		/** The summary in Spanish (issue 32), optional: the Spanish profile page shows it, the English summary otherwise. */
		summaryEs: text('summary_es'),
		specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
		offersInPerson: boolean('offers_in_person').notNull().default(true),
		offersTelehealth: boolean('offers_telehealth').notNull().default(false),
		telehealthStates: text('telehealth_states').array().notNull().default(sql`'{}'::text[]`),
		insurance: text('insurance').array().notNull().default(sql`'{}'::text[]`),
		selfPayMinCents: integer('self_pay_min_cents'),
		selfPayMaxCents: integer('self_pay_max_cents'),
		/** When the dietitian last saved the insurance list: each plan on it was confirmed then (issue 31). */
		insuranceConfirmedAt: timestamp('insurance_confirmed_at', { withTimezone: true }),
		/** Self-pay rates of a first visit and a follow-up (cents), beside the range above. */
		selfPayFirstVisitCents: integer('self_pay_first_visit_cents'),
		selfPayFollowUpCents: integer('self_pay_follow_up_cents'),
		/** Gives a superbill a client can send their insurer for out-of-network reimbursement. */
		superbill: boolean('superbill').notNull().default(false),
		slidingScale: boolean('sliding_scale').notNull().default(false),
		languages: text('languages').array().notNull().default(sql`'{English}'::text[]`),
		acceptingNewClients: boolean('accepting_new_clients').notNull().default(true),
		/**
		 * When the dietitian last confirmed "accepting new clients" (or not): saving the setting, the
		 * dashboard's buttons or a mail's link. 45 days without: "Availability not confirmed"; 90: the
		 * listing is paused (modules/profiles/availability.server.ts). Set by the clock, never by the database.
		 */
		acceptingConfirmedAt: timestamp('accepting_confirmed_at', { withTimezone: true }),
		/** When the next "still accepting?" mail is due (30 days after a confirmation, then every 30); the sweep reads it. */
		availabilityMailDueAt: timestamp('availability_mail_due_at', { withTimezone: true }),
		workingTime: jsonb('working_time').$type<WorkingTime>(),
		education: jsonb('education').$type<Education>().notNull().default([]),
		facebook: text('facebook'),
		instagram: text('instagram'),
		twitter: text('twitter'),
		avatarKey: text('avatar_key'),
		// Credentials checked by an admin before listing
		npi: text('npi'),
		cdrNumber: text('cdr_number'),
		licenseNumber: text('license_number'),
		// Review: draft → submitted → approved | rejected
		reviewStatus: text('review_status', { enum: ['draft', 'submitted', 'approved', 'rejected'] }).notNull().default('draft'),
		step1SavedAt: timestamp('step1_saved_at', { withTimezone: true }),
		step2SavedAt: timestamp('step2_saved_at', { withTimezone: true }),
		submittedAt: timestamp('submitted_at', { withTimezone: true }),
		approvedAt: timestamp('approved_at', { withTimezone: true }),
		approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
		rejectedAt: timestamp('rejected_at', { withTimezone: true }),
		rejectionReason: text('rejection_reason'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index('profiles_city_idx').on(t.state, t.cityKey),
		index('profiles_zipcode_idx').on(t.zipcode),
		index('profiles_review_idx').on(t.reviewStatus),
		index('profiles_availability_mail_idx').on(t.availabilityMailDueAt).where(sql`${t.availabilityMailDueAt} is not null`),
	],
)

/**
 * The photos each account has uploaded (content-addressed keys in photo
 * storage): change-avatar takes the address of one of these back, and only
 * these, since the same picture's key is shared by whoever uploads it.
 */
export const profilePhotos = pgTable(
	'profile_photos',
	{
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		photoKey: text('photo_key').notNull(),
		uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.photoKey] })],
)

/**
 * The credential checks an administrator made and recorded, one row a check:
 * the NPI in the NPPES registry, the CDR registration number in CDR's credential
 * verification, a state licence (number and state) at the state board. "Verified"
 * shows while one of them is less than a year old (verified-text.ts). Owned by the
 * profiles module (credential-checks.server.ts); the admin page records them.
 */
export const credentialChecks = pgTable(
	'credential_checks',
	{
		id: serial('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		kind: text('kind', { enum: ['npi', 'cdr', 'licence'] }).notNull(),
		number: text('number').notNull(),
		/** The licensing state (licences only). */
		state: text('state'),
		checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
		checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
		/** The admin's e-mail, kept when the admin's account goes. */
		checkedByEmail: text('checked_by_email').notNull(),
	},
	(t) => [index('credential_checks_user_idx').on(t.userId, t.checkedAt)],
)

/**
 * A listing whose owner deleted their account (issue 48): its address answers 410 with three dietitians nearby
 * instead of 404 for a year. Only where it was and what it saw, never who: no name, no contact.
 */
export const closedListings = pgTable('closed_listings', {
	/** The deleted account's id: the number in /viewdoctorprofile/{id}. */
	userId: integer('user_id').primaryKey(),
	state: text('state'),
	latitude: doublePrecision('latitude'),
	longitude: doublePrecision('longitude'),
	specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
	closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
})
