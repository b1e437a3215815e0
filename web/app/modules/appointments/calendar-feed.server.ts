import crypto from 'node:crypto'
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { appointments } from '#db/schema/appointments.ts'
import { calendarFeeds } from '#db/schema/calendar-feeds.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { dayMs } from '#app/modules/clock/zoned-time.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { officeZone } from '#app/modules/profiles/office-zone.server.ts'
import { findProfile } from '#app/modules/profiles/public-profile.server.ts'
import { toOneLine } from '#app/modules/validation/text.ts'
import { calendarFeedIcs, type FeedEvent } from './calendar-feed-ics.ts'
import { formatLabels, kindLabels } from './visit-kinds.ts'

/** 32 bytes of HMAC-SHA256 in base64url: the address's secret part. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

const tokenOf = (userId: number, nonce: string) => crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`calendar-feed\0${userId}\0${nonce}`).digest('base64url')
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

const feedUrl = (token: string) => new URL(`/calendar/${token}.ics`, getEnv().SITE_URL).toString()

/** The address as calendars subscribe to it: webcal:// makes Apple Calendar and Outlook offer to subscribe. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:')

/** Writes a new nonce (128 random bits) and the hash of its token: the previous address stops answering at once. */
async function issue(userId: number) {
	const nonce = crypto.randomBytes(16).toString('base64url')
	const token = tokenOf(userId, nonce)
	const db = await getDb()
	await db
		.insert(calendarFeeds)
		.values({ userId, nonce, tokenHash: hashOf(token), createdAt: now() })
		.onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash: hashOf(token), createdAt: now() } })
	return feedUrl(token)
}

/** The dietitian's address, null before they first ask for one (the dashboard offers the button). */
export async function calendarFeedUrl(userId: number): Promise<string | null> {
	const db = await getDb()
	const [row] = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId))
	return row ? feedUrl(tokenOf(userId, row.nonce)) : null
}

/** The address, made on first use; `rotate` replaces it ("New address"). */
export async function ensureCalendarFeed(userId: number, rotate: boolean): Promise<string> {
	if (!rotate) {
		const existing = await calendarFeedUrl(userId)
		if (existing) return existing
	}
	return issue(userId)
}

/** The dietitian an address belongs to, while their plan includes booking; null for anything else. */
async function feedOwner(token: string) {
	if (!tokenPattern.test(token)) return null
	const db = await getDb()
	const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashOf(token)))
	if (!row) return null
	const owner = await findProfile(row.userId)
	if (!owner || owner.suspendedAt || !hasEntitlement(owner.plan, 'booking')) return null
	return owner
}

const pastDays = 30
const aheadDays = 180

/**
 * The feed's body for a token, or null (unknown, replaced, or the plan no longer
 * books): requested and confirmed visits from 30 days back to 180 ahead.
 */
export async function calendarFeedFor(token: string): Promise<string | null> {
	const owner = await feedOwner(token)
	if (!owner) return null
	const at = now().getTime()
	const db = await getDb()
	const rows = await db
		.select()
		.from(appointments)
		.where(
			and(
				eq(appointments.dietitianId, owner.id),
				inArray(appointments.status, ['requested', 'confirmed']),
				gte(appointments.startsAt, new Date(at - pastDays * dayMs)),
				lte(appointments.startsAt, new Date(at + aheadDays * dayMs)),
			),
		)
		.orderBy(asc(appointments.startsAt), asc(appointments.id))
	const host = new URL(getEnv().SITE_URL).hostname
	const dashboard = new URL('/viewprofile#appointments', getEnv().SITE_URL).toString()
	// A request to move a confirmed visit shares its UID: one event per UID, the confirmed time while the move waits.
	const byUid = new Map<string, FeedEvent>()
	for (const a of rows) {
		const uid = `appointment-${a.visitId ?? a.id}@${host}`
		if (byUid.get(uid)?.status === 'CONFIRMED') continue
		const confirmed = a.status === 'confirmed'
		const firstName = toOneLine(a.visitorName).split(' ')[0] ?? ''
		const what = `${kindLabels[a.kind]}, ${formatLabels[a.format].toLowerCase()}`
		byUid.set(uid, {
			uid,
			status: confirmed ? 'CONFIRMED' : 'TENTATIVE',
			stamp: (a.confirmedAt ?? a.requestedAt ?? a.createdAt).getTime(),
			start: a.startsAt.getTime(),
			end: a.endsAt.getTime(),
			summary: `${kindLabels[a.kind]} with ${firstName}${confirmed ? '' : ' (requested)'}`,
			description: `${what}. ${confirmed ? 'Confirmed' : 'Requested: answer it on your dashboard'}: ${dashboard}`,
			url: dashboard,
		})
	}
	const timeZone = officeZone({ timeZone: owner.profile.timeZone, zipcode: owner.profile.zipcode, state: owner.profile.state })
	return calendarFeedIcs({ name: translator('en')('booking.calendarFeed.feedName'), timeZone, at, events: [...byUid.values()] })
}

/** What the dashboard's calendar section shows: the address (null before the first), its webcal:// form and the words in the page's language. */
export async function calendarFeedPanel(userId: number, locale: Locale = 'en') {
	const url = await calendarFeedUrl(userId)
	const t = translator(locale)
	const words = {
		title: t('booking.calendarFeed.title'),
		intro: t('booking.calendarFeed.intro'),
		create: t('booking.calendarFeed.create'),
		creating: t('booking.calendarFeed.creating'),
		subscribe: t('booking.calendarFeed.subscribe'),
		addressLabel: t('booking.calendarFeed.addressLabel'),
		google: t('booking.calendarFeed.google'),
		apple: t('booking.calendarFeed.apple'),
		outlook: t('booking.calendarFeed.outlook'),
		rotate: t('booking.calendarFeed.rotate'),
		rotating: t('booking.calendarFeed.rotating'),
		rotateNote: t('booking.calendarFeed.rotateNote'),
	}
	return { url, webcal: url ? webcalUrl(url) : null, words }
}
