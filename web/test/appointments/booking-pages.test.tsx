import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { BookingForm } from '#app/components/appointments/booking-form.tsx'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import type { BookingAnswer, BookingPage } from '#app/modules/appointments/booking-page.server.ts'
import { slotsOf, type OpeningDay } from '#app/modules/appointments/opening-slots.ts'
import { groupByDay, type ProfileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { runDueWork } from '#app/modules/jobs/scheduled-work.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'
import { action as bookAction, loader as bookLoader } from '#app/routes/viewdoctorprofile.book.tsx'
import { loader as profileLoader } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { renderInLocale } from '../render-in-locale.tsx'

// Monday, November 30, 2026, 9:00 in Boston (the fixture's office, Eastern time).
const monday = '2026-11-30T14:00:00Z'

const week = {
	kinds: [
		{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
	],
	windows: [
		{ weekday: 2, start: '09:00', end: '12:00' },
		{ weekday: 4, start: '13:00', end: '14:00' },
	],
	timeOff: [{ from: '2026-12-08', to: '2026-12-08' }],
	noticeHours: 24,
	horizonDays: 30,
}

async function bookable(plan = 2) {
	const dietitian = await dietitianWithProfile({ plan })
	await saveAvailability(dietitian.id, availabilitySchema.parse(week))
	return dietitian
}

const profile = async (id: number, query = '') => {
	const page = await callRoute(profileLoader, `/viewdoctorprofile/${id}${query}`, undefined, { params: { id: String(id) } })
	expect(page.status).toBe(200)
	return (page.data as { openings: ProfileOpenings | null }).openings
}

/** A day's openings as the page writes them. */
const slots = (day: OpeningDay | undefined) => slotsOf(day!, 'en')

const bookingPage = (id: number, query: string) => callRoute(bookLoader, `/viewdoctorprofile/${id}/book${query}`, undefined, { params: { id: String(id) } })

let visitors = 0
const book = (id: number, fields: Record<string, string>, ip = `198.51.100.${++visitors}`) =>
	callRoute(
		bookAction,
		`/viewdoctorprofile/${id}/book`,
		new URLSearchParams({ kind: 'intro', format: 'video', name: 'Jordan Reyes', email: `jordan.page.${++visitors}@example.com`, phone: '', reason: 'Help with meals after a prediabetes diagnosis.', insurance: 'Aetna', company_website: '', ...fields }),
		{ params: { id: String(id) }, ip },
	)

describe('the public profile’s openings and the booking page', () => {
	test('labels across the spring change in New York, with an Arizona visitor’s times beside them', () => {
		const at = (iso: string) => ({ start: Date.parse(iso), end: Date.parse(iso) + 900_000, kind: 'intro' as const, formats: ['video' as const] })
		const days = groupByDay('America/New_York', [at('2026-03-07T15:00:00Z'), at('2026-03-08T06:30:00Z'), at('2026-03-08T07:30:00Z'), at('2026-03-08T15:00:00Z'), at('2026-03-09T14:00:00Z')], 'America/Phoenix')
		expect(days.map((day) => [day.label, slots(day).map((slot) => [slot.start, slot.office, slot.visitor, new Date(slot.at).toISOString()])])).toEqual([
			['Saturday, March 7', [['2026-03-07T10:00-05:00', '10:00 AM', '8:00 AM MST', '2026-03-07T15:00:00.000Z']]],
			[
				'Sunday, March 8',
				[
					['2026-03-08T01:30-05:00', '1:30 AM', '11:30 PM MST', '2026-03-08T06:30:00.000Z'],
					['2026-03-08T03:30-04:00', '3:30 AM', '12:30 AM MST', '2026-03-08T07:30:00.000Z'],
					['2026-03-08T11:00-04:00', '11:00 AM', '8:00 AM MST', '2026-03-08T15:00:00.000Z'],
				],
			],
			['Monday, March 9', [['2026-03-09T10:00-04:00', '10:00 AM', '7:00 AM MST', '2026-03-09T14:00:00.000Z']]],
		])
		// Only the day the clocks change carries each opening's offset.
		expect(days.map((day) => day.offsets ?? null)).toEqual([null, [-300, -240, -240], null])
	})

	test('a week of openings grouped by day in the office’s zone, the next weeks up to the horizon, the visitor’s zone beside them, none without the entitlement', async () => {
		setClock(monday)
		const dietitian = await bookable()
		const openings = (await profile(dietitian.id))!
		expect(openings.kind).toBe('intro')
		expect(openings.kinds.map((k) => k.kind)).toEqual(['intro', 'first'])
		expect(openings.zoneName).toBe('EST')
		// This week (Monday Nov 30 to Sunday Dec 6): Tuesday Dec 1 (9:00 Tuesday is exactly the 24-hour notice away) and Thursday Dec 3.
		expect(openings.days.map((day) => day.label)).toEqual(['Tuesday, December 1', 'Thursday, December 3'])
		expect(slots(openings.days[0])).toHaveLength(12)
		expect(slots(openings.days[0])[0]).toMatchObject({ start: '2026-12-01T09:00-05:00', office: '9:00 AM', visitor: null })
		expect(slots(openings.days[1]).map((slot) => slot.office)).toEqual(['1:00 PM', '1:15 PM', '1:30 PM', '1:45 PM'])
		// A 30-day horizon: Dec 30 is its last date, in the fifth week (week 4); Tuesday Dec 8 is time off.
		expect([openings.week, openings.lastWeek]).toEqual([0, 4])
		const next = (await profile(dietitian.id, '?week=1'))!
		expect(next.days.map((day) => day.label)).toEqual(['Thursday, December 10'])
		const last = (await profile(dietitian.id, '?week=4'))!
		expect(last.days.map((day) => day.label)).toEqual(['Tuesday, December 29'])
		// Nothing past the horizon: a later week is the last one, a week that is not a number the first.
		expect((await profile(dietitian.id, '?week=9'))!.week).toBe(4)
		expect((await profile(dietitian.id, '?week=-1'))!.week).toBe(0)

		// A visitor in Arizona (asked without JavaScript): each time also in theirs.
		const inPhoenix = (await profile(dietitian.id, '?tz=America/Phoenix&kind=first'))!
		expect(inPhoenix.kind).toBe('first')
		expect(slots(inPhoenix.days[0]).map((slot) => [slot.office, slot.visitor])).toEqual([
			['9:00 AM', '7:00 AM MST'],
			['9:30 AM', '7:30 AM MST'],
			['10:00 AM', '8:00 AM MST'],
			['10:30 AM', '8:30 AM MST'],
			['11:00 AM', '9:00 AM MST'],
		])
		// An unknown zone is ignored, not an error.
		expect((await profile(dietitian.id, '?tz=Mars/Olympus'))!.visitorZone).toBeNull()

		const starter = await bookable(1)
		expect(await profile(starter.id)).toBeNull()
		expect((await bookingPage(starter.id, '?kind=intro&start=2026-12-01T09:00:00-05:00')).status).toBe(404)
	})

	test('the booking form holds the time and says to check the e-mail; a taken time answers 409 with other openings; bad input 400', { timeout: 60_000 }, async () => {
		setClock(monday)
		const dietitian = await bookable()
		const start = '2026-12-01T10:00:00-05:00'
		const page = await bookingPage(dietitian.id, `?kind=intro&start=${encodeURIComponent(start)}&tz=America/Los_Angeles`)
		const chosen = page.data as BookingPage
		expect(chosen.opening).toMatchObject({ start, when: 'Tuesday, December 1, 2026 at 10:00 AM EST', visitorWhen: 'Tuesday, December 1, 2026 at 7:00 AM PST', minutes: 15, priceCents: 0 })
		expect(chosen.opening!.formats.map((f) => f.value)).toEqual(['video', 'phone'])

		const held = await book(dietitian.id, { start, email: 'page.visitor@example.com' })
		expect(held.status).toBe(200)
		expect(held.data).toEqual({ status: 'held', email: 'page.visitor@example.com', when: 'Tuesday, December 1, 2026 at 10:00 AM, office time', holdMinutes: 30, dietitianName: expect.stringMatching(/^Rae Dee/) })
		await runDueWork()
		const [check] = await listOutbox('page.visitor@example.com')
		expect(check!.text).toContain('/appointments/confirm-request?t=')

		// The time is gone from the profile and from the booking page.
		expect(slots((await profile(dietitian.id))!.days[0]).map((slot) => slot.at)).not.toContain(Date.parse(start))
		const gone = (await bookingPage(dietitian.id, `?kind=intro&start=${encodeURIComponent(start)}`)).data as BookingPage
		expect(gone.opening).toBeNull()
		expect(gone.problem).toBe('Someone has just booked this time. Please choose another opening.')
		expect(gone.others[0]).toEqual({ start: '2026-12-01T09:00:00-05:00', kind: 'intro', when: 'Tuesday, December 1, 2026 at 9:00 AM EST' })

		const taken = await book(dietitian.id, { start })
		expect(taken.status).toBe(409)
		const answer = taken.data as Extract<BookingAnswer, { status: 'error' }>
		expect(answer.errors['']).toEqual(['Someone has just booked this time. Please choose another opening.'])
		expect(answer.others.map((o) => o.start)).toContain('2026-12-01T09:00:00-05:00')

		// A megabyte is refused before it is read; one character over the limit is a field error.
		expect((await book(dietitian.id, { start: '2026-12-01T11:00:00-05:00', reason: 'x'.repeat(1_000_000) })).status).toBe(413)
		const tooLong = await book(dietitian.id, { start: '2026-12-01T11:00:00-05:00', reason: 'x'.repeat(1001) })
		expect(tooLong.status).toBe(400)
		expect((tooLong.data as Extract<BookingAnswer, { status: 'error' }>).errors.reason).toEqual(['Reason for the visit is at most 1000 characters'])
		const notAnOpening = await book(dietitian.id, { start: '2026-12-01T13:00:00-05:00' })
		expect(notAnOpening.status).toBe(400)
		expect((notAnOpening.data as Extract<BookingAnswer, { status: 'error' }>).errors['']).toEqual(['This time is not one of the dietitian’s openings: please choose one of them.'])
		const insideNotice = await bookingPage(dietitian.id, `?kind=intro&start=${encodeURIComponent('2026-11-30T12:00:00-05:00')}`)
		expect((insideNotice.data as BookingPage).problem).toBe('This dietitian needs 24 hours’ notice: please choose a later opening.')
		const bot = await book(dietitian.id, { start: '2026-12-01T11:00:00-05:00', company_website: 'spam.example' })
		expect(bot.status).toBe(400)
	})
	test('the page’s limits in both languages: one person’s 2 requests with a dietitian, then the dietitian’s 3 waiting holds with the minutes to wait', { timeout: 120_000 }, async () => {
		setClock(monday)
		const dietitian = await bookable()
		const refused = (answer: Awaited<ReturnType<typeof book>>) => [answer.status, (answer.data as Extract<BookingAnswer, { status: 'error' }>).errors[''], answer.headers.get('retry-after')]
		expect((await book(dietitian.id, { start: '2026-12-01T09:00:00-05:00', email: 'sam@example.com' })).status).toBe(200)
		expect((await book(dietitian.id, { start: '2026-12-01T09:15:00-05:00', email: 'Sam+2@example.com' })).status).toBe(200)
		expect(refused(await book(dietitian.id, { start: '2026-12-01T09:30:00-05:00', email: 'sam+3@example.com' }))).toEqual([
			429,
			['This e-mail address already has 2 requests with this dietitian. Cancel one you no longer need, or wait for the dietitian’s answer.'],
			'86400',
		])
		setClock('2026-11-30T14:10:00Z')
		expect((await book(dietitian.id, { start: '2026-12-01T09:30:00-05:00' })).status).toBe(200)
		expect(refused(await book(dietitian.id, { start: '2026-12-01T09:45:00-05:00' }))).toEqual([
			429,
			['This dietitian already has 3 requests waiting for their visitors to confirm their e-mail. Please try again in 20 minutes.'],
			'1200',
		])
		const spanish = await callRoute(
			bookAction,
			`/es/viewdoctorprofile/${dietitian.id}/book`,
			new URLSearchParams({ start: '2026-12-01T09:45:00-05:00', kind: 'intro', format: 'video', name: 'Lucía Gómez', email: 'lucia@example.com', phone: '', reason: 'Diabetes', insurance: 'Aetna', company_website: '' }),
			{ params: { id: String(dietitian.id) }, ip: '198.51.100.222' },
		)
		expect(refused(spanish)).toEqual([429, ['Este dietista ya tiene 3 solicitudes que esperan que sus visitantes confirmen su correo electrónico. Vuelva a intentarlo en 20 minutos.'], '1200'])
	})
})

test('the booking form asks for the insurance the dietitian takes, self-pay at the first visit’s price, or another plan, out of network (issue 42 point 6)', async () => {
	setClock(monday)
	const dietitian = await bookable()
	const db = await getDb()
	await db.update(profiles).set({ insurance: ['Medicare', 'Aetna', 'Self-pay'], superbill: true, selfPayFirstVisitCents: 15000, selfPayFollowUpCents: 9000, selfPayMinCents: 9000 }).where(eq(profiles.userId, dietitian.id))
	const start = '2026-12-01T10:30:00-05:00'
	const page = (await bookingPage(dietitian.id, `?kind=intro&start=${encodeURIComponent(start)}`)).data as BookingPage
	expect(page.insurance).toEqual({ plans: ['Aetna', 'Medicare'], selfPayCents: 15000, superbill: true })
	for (const [address, options, note] of [
		['/viewdoctorprofile/1/book', ['Aetna', 'Medicare', 'Self-pay: $150 for a first visit', 'Other insurance'], /Other insurance: Rae Dee\S* is out of network for it\..*superbill/],
		['/es/viewdoctorprofile/1/book', ['Aetna', 'Medicare', 'Pago por cuenta propia: $150 la primera consulta', 'Otro seguro médico'], /Otro seguro médico: Rae Dee\S* está fuera de su red\..*superbill/],
	] as const) {
		const html = renderInLocale(address, <BookingForm id={dietitian.id} opening={page.opening!} dietitianName={page.dietitianName} insurance={page.insurance} answer={undefined} tz={null} />)
		const select = html.slice(html.indexOf('<select id="booking-insurance"'), html.indexOf('</select>'))
		expect([...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1])).toEqual(options)
		expect(html).toMatch(note)
	}
	// Without a superbill the note does not promise one; another plan books like any answer.
	await db.update(profiles).set({ superbill: false }).where(eq(profiles.userId, dietitian.id))
	const without = (await bookingPage(dietitian.id, `?kind=intro&start=${encodeURIComponent(start)}`)).data as BookingPage
	expect(renderInLocale('/viewdoctorprofile/1/book', <BookingForm id={dietitian.id} opening={without.opening!} dietitianName={without.dietitianName} insurance={without.insurance} answer={undefined} tz={null} />)).not.toContain('superbill')
	expect((await book(dietitian.id, { start, insurance: 'Other' })).status).toBe(200)
})
