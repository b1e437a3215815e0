import { data } from 'react-router'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { hitRateLimit } from '#app/modules/rate-limits/rate-limiter.server.ts'

/**
 * The booking page reads a dietitian's openings and busy times from the database on every view
 * and had no limit (issue 41 point 3). Views count per client address and minute
 * (BOOKING_PAGE_RATE_LIMIT_PER_MINUTE, 60): a visitor choosing a time never meets it, a script
 * walking every start time does. Past it, a 429 page that says when to come back.
 */
export async function limitBookingPageViews(request: Request, clientIp: string) {
	const wait = await hitRateLimit(`booking-page:ip:${clientIp}`, getEnv().BOOKING_PAGE_RATE_LIMIT_PER_MINUTE)
	if (wait === 0) return
	const t = requestTranslator(request)
	throw data(t('security.bookingPageLimit', { seconds: wait }), { status: 429, headers: { 'retry-after': String(wait), 'cache-control': 'private, no-store' } })
}
