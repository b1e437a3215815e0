import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { listContactRequests, requestCountsByDay } from '#app/modules/leads/contact-requests.server.ts'
import type { Locale } from '#app/i18n/locale.ts'
import { dayWords, deadlineWords, dueDayWords, receivedWords } from '#app/modules/leads/reply-deadline.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { dailyCounts } from './daily-counts.server.ts'
import { utcDay } from './days.ts'
import { summarize, summaryStart, type DayCounts } from './summary.ts'

export type ProfileDashboard = NonNullable<Awaited<ReturnType<typeof profileDashboard>>>

/**
 * The dashboard of /viewprofile: figures (views, search appearances and
 * requests) when the plan includes `statistics`, the request list when it
 * includes `contactRequests`. Null without a profile.
 */
export async function profileDashboard(user: { id: number; plan: number }, now = new Date(), locale: Locale = 'en') {
	const withStatistics = hasEntitlement(user.plan, 'statistics')
	const withRequests = hasEntitlement(user.plan, 'contactRequests')
	const target = await getContactTarget(user.id)
	if (!target) return null
	const today = utcDay(now)
	const since = summaryStart(today)
	const [counts, requestDays, requests] = await Promise.all([
		withStatistics ? dailyCounts(user.id, since) : [],
		withStatistics ? requestCountsByDay(user.id, since) : [],
		withRequests ? listContactRequests(user.id) : null,
	])
	const days: DayCounts[] = [...counts, ...requestDays]
	return {
		statistics: withStatistics ? summarize(days, today) : null,
		// Views come only to a listed profile: an empty chart says whether they can come yet.
		listed: target.status === 'listed',
		requests:
			requests?.map(({ replyDueAt, repliedAt, ...request }) => ({
				...request,
				createdAt: request.createdAt.toISOString(),
				receivedOn: locale === 'en' ? receivedWords(request.createdAt, target.timeZone) : formatDayIn(officeDay(request.createdAt, target.timeZone), locale),
				// Words made here, in the office's zone: the browser's zone may differ, and the page ships no date code.
				// English says "the end of Tuesday, December 1"; the Spanish sentence says "el final del" around the day.
				replyDue: replyDueAt ? (locale === 'en' ? deadlineWords(replyDueAt, target.timeZone) : dueDayWords(replyDueAt, target.timeZone, locale)) : null,
				overdue: !repliedAt && replyDueAt !== null && replyDueAt <= clockNow(),
				repliedOn: repliedAt ? dayWords(repliedAt, target.timeZone, locale) : null,
			})) ?? null,
	}
}

/** The office's calendar day of an instant, as midnight UTC of that day (what formatDayIn writes). */
function officeDay(at: Date, timeZone: string) {
	const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
	return `${parts}T00:00:00Z`
}
