import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { appointments } from './appointments.ts'

/**
 * What became of a confirmed visit for reviews (issue 46 point 1), owned by the reviews module: the
 * dietitian marked it "did not take place" within 48 hours of its end (`not_held_at`), or its visitor
 * was invited to review it (`invited_at`, the mailed link `link_id`) and reminded once a week later.
 * One row per visit: the sweep inserts it with `on conflict do nothing`, so a visit is invited once.
 */
export const reviewInvitations = pgTable(
	'review_invitations',
	{
		appointmentId: integer('appointment_id')
			.primaryKey()
			.references(() => appointments.id, { onDelete: 'cascade' }),
		dietitianId: integer('dietitian_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		notHeldAt: timestamp('not_held_at', { withTimezone: true }),
		invitedAt: timestamp('invited_at', { withTimezone: true }),
		/** The signed action link (purpose `review`) the mails carry; its row makes it expire after 60 days. */
		linkId: integer('link_id'),
		remindAt: timestamp('remind_at', { withTimezone: true }),
		remindedAt: timestamp('reminded_at', { withTimezone: true }),
	},
	(t) => [index('review_invitations_remind_idx').on(t.remindAt).where(sql`${t.remindedAt} is null and ${t.remindAt} is not null`)],
)

/**
 * A review of a visit that took place (issue 46 point 2), owned by the reviews module. It copies what it
 * shows from the visit (kind, month, the reviewer's display name) because the appointment row is deleted
 * 180 days after the visit while the review stays. `visit_id` is that appointment's id, without a
 * foreign key for the same reason; one review per visit.
 */
export const reviews = pgTable(
	'reviews',
	{
		id: serial('id').primaryKey(),
		dietitianId: integer('dietitian_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		visitId: integer('visit_id').notNull(),
		linkId: integer('link_id').notNull(),
		rating: integer('rating').notNull(),
		recommend: boolean('recommend').notNull(),
		text: text('text'),
		display: text('display', { enum: ['name', 'anonymous'] }).notNull(),
		/** "Maria G.": the visitor's first name and last initial, written when the review is. */
		reviewerName: text('reviewer_name').notNull(),
		/** Where the mail goes when an admin hides the review, in the visitor's language. */
		reviewerEmail: text('reviewer_email').notNull(),
		locale: text('locale', { enum: ['en', 'es'] }).notNull().default('en'),
		kind: text('kind', { enum: ['intro', 'first'] }).notNull(),
		/** `2026-11`: the month of the visit in the office's zone; the profile shows the month only. */
		visitMonth: text('visit_month').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
		reply: text('reply'),
		repliedAt: timestamp('replied_at', { withTimezone: true }),
		hiddenAt: timestamp('hidden_at', { withTimezone: true }),
		hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
		hiddenReason: text('hidden_reason'),
	},
	(t) => [
		check('reviews_rating', sql`${t.rating} between 1 and 5`),
		check('reviews_text_length', sql`char_length(${t.text}) <= 2000`),
		uniqueIndex('reviews_visit_idx').on(t.visitId),
		uniqueIndex('reviews_link_idx').on(t.linkId),
		// The profile's list: a dietitian's shown reviews, newest first.
		index('reviews_shown_idx').on(t.dietitianId, t.createdAt).where(sql`${t.hiddenAt} is null`),
	],
)

/**
 * A dietitian's report of a review of theirs (issue 46 point 4), waiting in the admin's queue until an
 * admin hides the review or keeps it (`closed_at`, `closed_by`, `outcome`).
 */
export const reviewReports = pgTable(
	'review_reports',
	{
		id: serial('id').primaryKey(),
		reviewId: integer('review_id')
			.notNull()
			.references(() => reviews.id, { onDelete: 'cascade' }),
		reportedBy: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
		reason: text('reason', { enum: ['not-a-client', 'health-details', 'hateful', 'spam'] }).notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		closedAt: timestamp('closed_at', { withTimezone: true }),
		closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
		outcome: text('outcome', { enum: ['hidden', 'kept'] }),
	},
	(t) => [
		check('review_reports_reason', sql`${t.reason} in ('not-a-client', 'health-details', 'hateful', 'spam')`),
		index('review_reports_open_idx').on(t.createdAt).where(sql`${t.closedAt} is null`),
	],
)

/** Every admin action on a review (issue 46 point 5): who, when, what and why. */
export const reviewModeration = pgTable(
	'review_moderation',
	{
		id: serial('id').primaryKey(),
		reviewId: integer('review_id')
			.notNull()
			.references(() => reviews.id, { onDelete: 'cascade' }),
		adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
		action: text('action', { enum: ['hide', 'keep'] }).notNull(),
		reason: text('reason'),
		at: timestamp('at', { withTimezone: true }).notNull(),
	},
	(t) => [index('review_moderation_review_idx').on(t.reviewId)],
)
