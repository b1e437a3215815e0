import { expect, test } from 'vitest'
import { CalendarFeedSection } from '#app/components/appointments/calendar-feed-section.tsx'
import type { calendarFeedPanel } from '#app/modules/appointments/calendar-feed.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { action as dashboardFeedAction } from '#app/routes/viewprofile.calendar-feed.ts'
import { loader as dashboardLoader } from '#app/routes/viewprofile.tsx'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { renderInLocale } from '../render-in-locale.tsx'
import { bookableDietitian, monday } from './booking-week.ts'

type Panel = Awaited<ReturnType<typeof calendarFeedPanel>>
const panel = async (cookie: string) => ((await callRoute(dashboardLoader, '/viewprofile', undefined, { cookie })).data as { calendarFeed: Panel }).calendarFeed

test('the dashboard offers a calendar address, then shows its webcal:// link, the three calendars’ steps and “New address” as plain forms', { timeout: 60_000 }, async () => {
	setClock(monday)
	const dietitian = await bookableDietitian()
	const cookie = await sessionCookieFor(dietitian.id)

	const before = await panel(cookie)
	expect(before.url).toBeNull()
	const offered = renderInLocale('/viewprofile', <CalendarFeedSection feed={before} />)
	expect(offered).toContain('action="/viewprofile/calendar-feed"')
	expect(offered).toContain('value="create"')
	expect(offered).toContain('Get my calendar address')

	expect((await callRoute(dashboardFeedAction, '/viewprofile/calendar-feed', new URLSearchParams({ intent: 'create' }), { cookie })).status).toBe(302)
	const after = await panel(cookie)
	const html = renderInLocale('/viewprofile', <CalendarFeedSection feed={after} />)
	expect(html).toContain(`href="${after.webcal}"`)
	expect(after.webcal).toMatch(/^webcal:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
	expect(html).toContain(`value="${after.url}"`)
	for (const step of ['Google Calendar:', 'Apple Calendar:', 'Outlook:']) expect(html).toContain(step)
	expect(html).toContain('value="rotate"')
	expect(html).toContain('New address')

	// An unknown intent is a clear 400.
	const bad = await callRoute(dashboardFeedAction, '/viewprofile/calendar-feed', new URLSearchParams({ intent: 'delete' }), { cookie })
	expect(bad.status).toBe(400)
	expect(bad.data).toEqual({ message: 'Unknown action' })
})
