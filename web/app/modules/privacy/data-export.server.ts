import { accountExport } from '#app/modules/accounts/account-export.server.ts'
import { appointmentsExport } from '#app/modules/appointments/appointments-export.server.ts'
import { articlesExport } from '#app/modules/articles/articles-export.server.ts'
import { billingExport } from '#app/modules/billing/billing-export.server.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { contactRequestsExport } from '#app/modules/leads/leads-export.server.ts'
import { profileExport } from '#app/modules/profiles/profile-export.server.ts'
import { reviewsExport } from '#app/modules/reviews/reviews-export.server.ts'
import { statisticsExport } from '#app/modules/statistics/statistics-export.server.ts'

/**
 * "Download my data" (issue 48 point 3): what the site holds about a dietitian, each part from the module that
 * owns it. Secrets stay out (the password hash, tokens, the keys the limits count by). The visitors' details in
 * the contact requests and appointments are the ones the dietitian already sees on the dashboard.
 */
export async function dataExport(userId: number) {
	const account = await accountExport(userId)
	if (!account) return null
	const [profile, billing, contactRequests, booking, reviews, statistics, articles] = await Promise.all([
		profileExport(userId),
		billingExport(userId),
		contactRequestsExport(userId),
		appointmentsExport(userId),
		reviewsExport(userId),
		statisticsExport(userId),
		articlesExport(account.account.email),
	])
	return {
		exportedAt: now().toISOString(),
		site: getEnv().SITE_URL,
		...account,
		...profile,
		plan: billing,
		contactRequests,
		booking,
		reviews,
		statistics,
		articles,
	}
}

/** The download's file name: the site and the day, no personal detail in it. */
export const exportFileName = (at = now()) => `american-dietitian-data-${at.toISOString().slice(0, 10)}.json`
