import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
type VisitKind = 'intro' | 'first'
type VisitFormat = 'office' | 'video' | 'phone'

/**
 * A dietitian's availability, owned by the appointments module: the kinds of
 * visit, the weekly windows in the office's wall-clock time, days off, the
 * minimum notice and the horizon. `next_opening_at` is the first opening,
 * kept by every write that changes it and worked out again at
 * `next_opening_recheck_at` by a sweep (time passing changes it too).
 */
export const appointmentSettings = pgTable(
	'appointment_settings',
	{
		userId: integer('user_id')
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		noticeHours: integer('notice_hours').notNull().default(24),
		horizonDays: integer('horizon_days').notNull().default(30),
		/** Without a price: a first visit costs the profile's first-visit fee (issue 42.2, migration 0031 moved the old ones there). */
		kinds: jsonb('kinds').$type<{ kind: VisitKind; enabled: boolean; minutes: number; formats: VisitFormat[] }[]>().notNull(),
		windows: jsonb('windows').$type<{ weekday: Weekday; start: string; end: string }[]>().notNull().default([]),
		timeOff: jsonb('time_off').$type<{ from: string; to: string }[]>().notNull().default([]),
		/**
		 * What the windows outside the profile's office hours are ("Video calls only"), printed beside
		 * the hours. Without it only the parts of the windows inside the hours are offered (issue 42.1).
		 */
		outsideHoursNote: text('outside_hours_note'),
		nextOpeningAt: timestamp('next_opening_at', { withTimezone: true }),
		/** The next opening as the office's wall time with its offset (what cards and the API show). */
		nextOpeningLocal: text('next_opening_local'),
		nextOpeningRecheckAt: timestamp('next_opening_recheck_at', { withTimezone: true }),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('appointment_settings_recheck_idx').on(t.nextOpeningRecheckAt).where(sql`${t.nextOpeningRecheckAt} is not null`)],
)

/**
 * A visitor's hold or request of an opening, owned by the appointments module.
 * Two rows of one dietitian that keep their time (held, requested, confirmed)
 * never overlap: an exclusion constraint added by a custom migration
 * (docs/decisions/090), not a check before the insert.
 */
export const appointments = pgTable(
	'appointments',
	{
		id: serial('id').primaryKey(),
		dietitianId: integer('dietitian_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		kind: text('kind', { enum: ['intro', 'first'] }).notNull(),
		format: text('format', { enum: ['office', 'video', 'phone'] }).notNull(),
		startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
		endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
		/** The office's zone when it was booked: mails and invitations write the time in it. */
		timeZone: text('time_zone').notNull(),
		/** `moved`: the dietitian confirmed a request to move this visit (`replaces_id` of the new row); its time is free. */
		status: text('status', { enum: ['held', 'requested', 'confirmed', 'declined', 'expired', 'released', 'cancelled', 'moved'] }).notNull().default('held'),
		/**
		 * A request to move a visit: the appointment whose time this one would take over. The original keeps its
		 * time until the dietitian confirms this one (docs/decisions/120).
		 */
		replacesId: integer('replaces_id').references((): AnyPgColumn => appointments.id, { onDelete: 'set null' }),
		/**
		 * The first appointment of a visit that was moved (null: this row is the first). Its id is the
		 * invitation's UID, so calendars move the event; the no-overlap constraint lets one visit's rows overlap.
		 */
		visitId: integer('visit_id'),
		visitorName: text('visitor_name').notNull(),
		visitorEmail: text('visitor_email').notNull(),
		/** The address as its limits count it (modules/validation/email-key.ts): `dup+1@…` is `dup@…`. */
		visitorEmailKey: text('visitor_email_key').notNull(),
		visitorPhone: text('visitor_phone'),
		/**
		 * Health information, with the phone: shown only to the dietitian it is for,
		 * never mailed, and erased (null) when a hold expires, 30 days after a request
		 * ends unbooked and 30 days after the visit (docs/decisions/116).
		 */
		reason: text('reason'),
		insurance: text('insurance').notNull(),
		holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
		requestedAt: timestamp('requested_at', { withTimezone: true }),
		/** 2 business days after the request, or the start if sooner: unanswered by then, it is released. */
		replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		declinedAt: timestamp('declined_at', { withTimezone: true }),
		declineNote: text('decline_note'),
		cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
		cancelledBy: text('cancelled_by', { enum: ['visitor', 'dietitian'] }),
		closedAt: timestamp('closed_at', { withTimezone: true }),
		/** Raised with each invitation sent (RFC 5545 SEQUENCE). */
		invitationSequence: integer('invitation_sequence').notNull().default(0),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
		/** The language of the page the visitor booked from: their mails, links and invitation are in it (issue 32). */
		locale: text('locale', { enum: ['en', 'es'] }).notNull().default('en'),
	},
	(t) => [
		index('appointments_dietitian_idx').on(t.dietitianId, t.startsAt),
		index('appointments_hold_due_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
		index('appointments_reply_due_idx').on(t.replyDueAt).where(sql`${t.status} = 'requested'`),
		index('appointments_ends_idx').on(t.endsAt),
		index('appointments_email_key_idx').on(t.visitorEmailKey, t.createdAt),
		index('appointments_replaces_idx').on(t.replacesId).where(sql`${t.replacesId} is not null`),
	],
)
