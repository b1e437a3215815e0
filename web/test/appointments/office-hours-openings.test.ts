import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { profiles, type WorkingTime } from '#db/schema/profiles.ts'
import type { AvailabilityEditor } from '#app/modules/appointments/availability-editor.server.ts'
import { openingsOf } from '#app/modules/appointments/booking.server.ts'
import { windowsOutsideHours, windowsWithinHours } from '#app/modules/appointments/office-hours-windows.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { clockOfMinutes, wallTimeAt, weekdayOf } from '#app/modules/clock/zoned-time.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { action, loader } from '#app/routes/viewprofile.edit.tsx'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'

/**
 * Issue 42 point 1: a profile's openings fall inside the office hours it shows, unless the
 * dietitian writes what the other times are, which the profile then says beside the hours.
 */

// Weekdays 9–5, Saturday closed (as the profile's table says).
const weekdays9to5: WorkingTime = { mon: [{ from: '09:00', to: '17:00' }], tue: [{ from: '09:00', to: '17:00' }], wed: [{ from: '09:00', to: '17:00' }], thu: [{ from: '09:00', to: '17:00' }], fri: [{ from: '09:00', to: '17:00' }], sat: [], sun: [] }

test('windows are cut to the office hours; what sticks out is told', () => {
	const windows = [
		{ weekday: 1 as const, start: '08:00', end: '10:00' },
		{ weekday: 2 as const, start: '16:00', end: '20:00' },
		{ weekday: 6 as const, start: '10:00', end: '13:00' },
	]
	expect(windowsWithinHours(windows, weekdays9to5)).toEqual([
		{ weekday: 1, start: '09:00', end: '10:00' },
		{ weekday: 2, start: '16:00', end: '17:00' },
	])
	expect(windowsOutsideHours(windows, weekdays9to5)).toEqual([
		{ weekday: 1, start: '08:00', end: '09:00' },
		{ weekday: 2, start: '17:00', end: '20:00' },
		{ weekday: 6, start: '10:00', end: '13:00' },
	])
	// A profile that shows no hours has nothing to contradict.
	expect(windowsWithinHours(windows, null)).toEqual(windows)
	expect(windowsOutsideHours(windows, null)).toEqual([])
})

async function dietitianWithHours() {
	const dietitian = await dietitianWithProfile({ plan: 2 })
	await (await getDb()).update(profiles).set({ step1SavedAt: new Date(), selfPayMinCents: 9500, workingTime: weekdays9to5 }).where(eq(profiles.userId, dietitian.id))
	return { ...dietitian, cookie: await sessionCookieFor(dietitian.id) }
}

const editor = async (cookie: string) => ((await callRoute(loader, '/viewprofile/edit/appointments', undefined, { cookie, params: { section: 'appointments' } })).data as { appointments: AvailabilityEditor }).appointments
const save = (cookie: string, fields: [string, string][]) => callRoute(action, '/viewprofile/edit/appointments', new URLSearchParams(fields), { cookie, params: { section: 'appointments' } })

const kinds: [string, string][] = [
	['intro.enabled', 'on'],
	['intro.formats', 'video'],
	['first.enabled', 'on'],
	['first.minutes', '60'],
	['first.formats', 'video'],
	['noticeHours', '0'],
	['horizonDays', '30'],
]
// Monday 8 AM to 10 AM (one hour before the office opens) and Saturday, a closed day, 10 to 1.
const windows: [string, string][] = [
	['w1.0.start', '08:00'],
	['w1.0.end', '10:00'],
	['w6.0.start', '10:00'],
	['w6.0.end', '13:00'],
]

/** The office's wall-clock starts of the intro openings in the next 14 days, as "weekday HH:MM". */
async function introStarts(id: number) {
	const at = Date.parse('2026-11-30T05:00:00Z')
	const found = await openingsOf(id, at, at + 14 * 86_400_000, 'intro')
	if (typeof found === 'string') throw new Error(found)
	return found.openings.map((opening) => {
		const wall = wallTimeAt(found.timeZone, opening.start)
		return `${weekdayOf(wall.date)} ${clockOfMinutes(wall.minutes)}`
	})
}

test('a new dietitian starts from the office hours; windows outside them are offered only with a note, which the profile shows beside the hours', async () => {
	setClock('2026-11-30T05:00:00Z')
	const { id, cookie } = await dietitianWithHours()
	const fresh = await editor(cookie)
	expect(fresh.values).toMatchObject({ 'w1.0.start': '09:00', 'w1.0.end': '17:00', 'w5.0.start': '09:00', 'w5.0.end': '17:00' })
	expect(fresh.values['w6.0.start']).toBeUndefined()
	expect(fresh.officeHours?.[5]).toEqual({ weekday: 6, ranges: [] })

	expect((await save(cookie, [...kinds, ...windows])).status).toBe(302)
	const warned = await editor(cookie)
	expect(warned.outsideHours).toEqual([
		{ weekday: 1, start: '08:00', end: '09:00' },
		{ weekday: 6, start: '10:00', end: '13:00' },
	])
	// Without a note: Mondays from 9 only, no Saturday (the profile says "Closed").
	const inside = await introStarts(id)
	expect(inside).toContain('1 09:00')
	expect(inside).not.toContain('1 08:00')
	expect(inside.filter((start) => start.startsWith('6 '))).toEqual([])
	let page = (await callRoute(profilePage, `/viewdoctorprofile/${id}`, undefined, { params: { id: String(id) } })).data as { openings: { outsideHoursNote: string | null } | null }
	expect(page.openings?.outsideHoursNote).toBeNull()

	expect((await save(cookie, [...kinds, ...windows, ['outsideHoursNote', '  Video calls only  ']])).status).toBe(302)
	const offered = await introStarts(id)
	expect(offered).toContain('1 08:00')
	expect(offered).toContain('6 10:00')
	page = (await callRoute(profilePage, `/viewdoctorprofile/${id}`, undefined, { params: { id: String(id) } })).data as { openings: { outsideHoursNote: string | null } | null }
	expect(page.openings?.outsideHoursNote).toBe('Video calls only')
})

test('a note that is too long or reverses text direction comes back by field and changes nothing', async () => {
	const { cookie } = await dietitianWithHours()
	for (const note of ['x'.repeat(81), 'Evenings \u202Eyb tnemtnioppa']) {
		const refused = await save(cookie, [...kinds, ...windows, ['outsideHoursNote', note]])
		expect(refused.status).toBe(400)
		expect((refused.data as { errors: Record<string, string> }).errors.outsideHoursNote).toMatch(/^The note (is at most 80 characters|contains an invisible character)/)
	}
	expect((await editor(cookie)).values['w6.0.start']).toBeUndefined()
})
