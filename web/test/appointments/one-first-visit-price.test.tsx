import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { users } from '#db/schema/accounts.ts'
import { appointmentSettings } from '#db/schema/appointments.ts'
import { profiles } from '#db/schema/profiles.ts'
import { AvailabilityFields } from '#app/components/appointments/availability-fields.tsx'
import { BookingForm } from '#app/components/appointments/booking-form.tsx'
import { DietitianCardItem } from '#app/components/dietitian-card.tsx'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import type { AvailabilityEditor } from '#app/modules/appointments/availability-editor.server.ts'
import { saveAvailability } from '#app/modules/appointments/availability.server.ts'
import type { BookingPage } from '#app/modules/appointments/booking-page.server.ts'
import type { ProfileOpenings } from '#app/modules/appointments/profile-openings.server.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import type { DietitianCard } from '#app/modules/directory/search.server.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { action as availabilityApi } from '#app/routes/api/user.availability.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { action as step2 } from '#app/routes/api/user.setupProfileStep2.ts'
import { loader as bookLoader } from '#app/routes/viewdoctorprofile.book.tsx'
import { loader as profileLoader } from '#app/routes/viewdoctorprofile.tsx'
import { action as editAction, loader as editLoader } from '#app/routes/viewprofile.edit.tsx'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from '../profiles/listed-dietitian.ts'
import { renderInLocale } from '../render-in-locale.tsx'
import { withTranslations } from '../with-translations.tsx'

// Issue 42 point 2: a first visit has one price, the profile's first-visit fee. "Services and fees",
// the booking section, the booking page and the card read it; the follow-up rate is shown as what it is.

// Monday, November 30, 2026, 8:00 in Chicago (the office's zone).
const monday = '2026-11-30T14:00:00Z'
const tuesdayNine = '2026-12-01T09:00:00-06:00'

const services = {
	summary: 'I help adults with diabetes and kidney disease eat well, with plans that fit their budget and their culture.',
	specialties: ['diabetes'],
	offers_in_person: true,
	offers_telehealth: false,
	telehealth_states: [],
	insurance: ['Aetna', 'Self-pay'],
	languages: ['English'],
	accepting_new_clients: true,
	working_time: { mon: [], tue: [{ from: '09:00', to: '17:00' }], wed: [], thu: [], fri: [], sat: [], sun: [] },
	education: [],
	facebook: '',
	instagram: '',
	twitter: '',
}

/** The dietitian's weekly hours as the availability editor saves them: no price of their own. */
const week = {
	kinds: [
		{ kind: 'intro', enabled: true, minutes: 15, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, formats: ['office'] },
	],
	windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
	timeOff: [],
	noticeHours: 12,
	horizonDays: 30,
}

let n = 0
/** A listed dietitian in Chicago who takes bookings, set up through the API as a client would. */
async function bookableDietitian() {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `one.price.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Una', lastName: `Price${n}`, plan: 2, verified: true })
		.returning()
	const auth = { authorization: `Bearer ${(await issueApiSession(user!)).token}` }
	const one = await callApi(step1, '/api/user/setupProfileStep1', {
		first_name: 'Una', last_name: `Price${n}`, profile_name: 'Una Nutrition', role: 'Registered Dietitian', credentials: ['RDN'], business_email: 'office@price.example',
		office_number: '(312) 555-0100', office_fax: '', street_address: '1 N State St', apt_suite: '', city_name: 'Chicago', state: 'IL', zipcode: '60601', website_url: '',
	}, { headers: auth })
	expect(one.status).toBe(200)
	const setFees = async (fees: { self_pay_first_visit: number | null; self_pay_follow_up: number | null }) => {
		const saved = await callApi(step2, '/api/user/setupProfileStep2', { ...services, ...fees }, { headers: auth })
		expect(saved.status).toBe(200)
	}
	await setFees({ self_pay_first_visit: 150, self_pay_follow_up: 90 })
	await db.update(profiles).set({ reviewStatus: 'approved', approvedAt: new Date() }).where(eq(profiles.userId, user!.id))
	await refreshListing(db, user!.id)
	await saveAvailability(user!.id, availabilitySchema.parse(week))
	return { id: user!.id, auth, setFees }
}

/** What a visitor reads: the booking section's first visit, the page's fees, the booking page and the card. */
async function whatVisitorsSee(id: number) {
	const page = async (address: string) => (await callRoute(profileLoader, address, undefined, { params: { id: String(id) } })).data as { openings: ProfileOpenings; fees: { selfPay: string | null } }
	const [english, spanish] = [await page(`/viewdoctorprofile/${id}?kind=first`), await page(`/es/viewdoctorprofile/${id}?kind=first`)]
	const booking = (await callRoute(bookLoader, `/viewdoctorprofile/${id}/book?kind=first&start=${encodeURIComponent(tuesdayNine)}`, undefined, { params: { id: String(id) } })).data as BookingPage
	const form = renderInLocale(`/viewdoctorprofile/${id}/book`, <BookingForm id={id} opening={booking.opening!} dietitianName={booking.dietitianName} insurance={booking.insurance} answer={undefined} tz={null} />)
	const search = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '60601', radius: 5 })
	const card = (search.body as { data: DietitianCard[] }).data.find((found) => found.id === id)!
	const cardText = renderToString(<MemoryRouter>{withTranslations(<DietitianCardItem card={card} placeState="IL" />, 'en')}</MemoryRouter>).replace(/<[^>]+>/g, '')
	return {
		section: english.openings.kinds.find((kind) => kind.kind === 'first')!.price,
		sectionEs: spanish.openings.kinds.find((kind) => kind.kind === 'first')!.price,
		fees: english.fees.selfPay,
		bookingPrice: booking.opening!.priceCents,
		bookingLine: form.match(/\d+ minutes[^<]*/)![0],
		selfPayChoice: form.match(/>(Self-pay[^<]*)<\/option>/)![1],
		apiCard: card.self_pay_first_visit,
		card: cardText.match(/Self-pay first visit \$[\d.]+/)?.[0] ?? null,
	}
}

describe('one price per first visit', () => {
	test('editing the fee in Services and fees changes the booking section, the booking page and the card; the follow-up stays a follow-up', async () => {
		setClock(monday)
		const { id, setFees } = await bookableDietitian()
		expect(await whatVisitorsSee(id)).toEqual({
			section: '60 minutes, $150',
			sectionEs: '60 minutos, $150',
			fees: 'First visit $150 · follow-up $90',
			bookingPrice: 15000,
			bookingLine: '60 minutes, $150',
			selfPayChoice: 'Self-pay: $150 for a first visit',
			apiCard: 15000,
			card: 'Self-pay first visit $150',
		})

		await setFees({ self_pay_first_visit: 175, self_pay_follow_up: 90 })
		expect(await whatVisitorsSee(id)).toEqual({
			section: '60 minutes, $175',
			sectionEs: '60 minutos, $175',
			fees: 'First visit $175 · follow-up $90',
			bookingPrice: 17500,
			bookingLine: '60 minutes, $175',
			selfPayChoice: 'Self-pay: $175 for a first visit',
			apiCard: 17500,
			card: 'Self-pay first visit $175',
		})

		// Only a follow-up rate: it is never taken for the first visit's price, which then has none (not "free").
		await setFees({ self_pay_first_visit: null, self_pay_follow_up: 90 })
		expect(await whatVisitorsSee(id)).toEqual({
			section: '60 minutes',
			sectionEs: '60 minutos',
			fees: 'Follow-up $90',
			bookingPrice: null,
			bookingLine: '60 minutes',
			selfPayChoice: 'Self-pay (no insurance)',
			apiCard: null,
			card: null,
		})

		// A fee of $0 is a free first visit, said so.
		await setFees({ self_pay_first_visit: 0, self_pay_follow_up: 90 })
		expect(await whatVisitorsSee(id)).toMatchObject({ section: '60 minutes, free', bookingPrice: 0 })
	})

	test('the availability editor has no price of its own: it shows the fee with a link to Services and fees, and a posted price changes nothing', async () => {
		setClock(monday)
		const { id } = await bookableDietitian()
		const db = await getDb()
		await db.update(profiles).set({ step1SavedAt: new Date() }).where(eq(profiles.userId, id))
		const cookie = await sessionCookieFor(id)
		const open = async () => ((await callRoute(editLoader, '/viewprofile/edit/appointments', undefined, { cookie, params: { section: 'appointments' } })).data as { appointments: AvailabilityEditor }).appointments
		const editor = await open()
		expect(editor.firstVisitFee).toBe('$150')
		expect(Object.keys(editor.values).filter((name) => name.includes('price'))).toEqual([])
		const html = renderInLocale('/viewprofile/edit/appointments', <AvailabilityFields values={editor.values} errors={{}} officeHours={editor.officeHours} outsideHours={editor.outsideHours} firstVisitFee={editor.firstVisitFee} />)
		expect(html).not.toMatch(/name="first\.price"/)
		expect(html.replace(/<!-- -->/g, '')).toMatch(/\$150, your first-visit fee <a [^>]*href="\/setupprofile\?step=2#profile-self_pay_first_visit"[^>]*>Change it in Services and fees<\/a>/)

		// A form that still posts a price (an old page in a browser tab) saves the hours and leaves the fee alone.
		const saved = await callRoute(
			editAction,
			'/viewprofile/edit/appointments',
			new URLSearchParams([
				['intro.enabled', 'on'],
				['intro.formats', 'video'],
				['first.enabled', 'on'],
				['first.minutes', '45'],
				['first.price', '999'],
				['first.formats', 'office'],
				['w2.0.start', '09:00'],
				['w2.0.end', '12:00'],
				['noticeHours', '12'],
				['horizonDays', '30'],
			]),
			{ cookie, params: { section: 'appointments' } },
		)
		expect(saved.status).toBe(302)
		const [row] = await db.select({ fee: profiles.selfPayFirstVisitCents, kinds: appointmentSettings.kinds }).from(profiles).innerJoin(appointmentSettings, eq(appointmentSettings.userId, profiles.userId)).where(eq(profiles.userId, id))
		expect(row).toEqual({
			fee: 15000,
			kinds: [
				{ kind: 'intro', enabled: true, minutes: 15, formats: ['video'] },
				{ kind: 'first', enabled: true, minutes: 45, formats: ['office'] },
			],
		})
		expect((await whatVisitorsSee(id)).section).toBe('45 minutes, $150')

		// Without a fee the editor says what visitors see and where to add one.
		await db.update(profiles).set({ selfPayFirstVisitCents: null }).where(eq(profiles.userId, id))
		const none = await open()
		expect(none.firstVisitFee).toBeNull()
		const bare = renderInLocale('/viewprofile/edit/appointments', <AvailabilityFields values={none.values} errors={{}} officeHours={none.officeHours} outsideHours={none.outsideHours} firstVisitFee={null} />)
		expect(bare).toContain('No first-visit fee on your profile: visitors see the length without a price.')
		expect(bare).toContain('Add it in Services and fees')
	})

	test('POST /api/user/availability still takes the first visit’s priceCents: it sets the profile’s fee, and the answer reads it back', async () => {
		setClock(monday)
		const { id, auth } = await bookableDietitian()
		const withPrice = { ...week, kinds: [{ ...week.kinds[0], priceCents: null }, { ...week.kinds[1], priceCents: 13550 }] }
		const answer = await callApi(availabilityApi, '/api/user/availability', withPrice, { headers: auth })
		expect(answer.status).toBe(200)
		expect((answer.body as { kinds: unknown[] }).kinds).toEqual([
			{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
			{ kind: 'first', enabled: true, minutes: 60, priceCents: 13550, formats: ['office'] },
		])
		expect(await whatVisitorsSee(id)).toMatchObject({ section: '60 minutes, $135.50', fees: 'First visit $135.50 · follow-up $90', bookingPrice: 13550, apiCard: 13550, card: 'Self-pay first visit $135.50' })

		// Left out, the fee stays as it is.
		const without = await callApi(availabilityApi, '/api/user/availability', week, { headers: auth })
		expect(without.status).toBe(200)
		expect((without.body as { kinds: { priceCents: number | null }[] }).kinds[1]!.priceCents).toBe(13550)

		// The intro call stays free.
		const refused = await callApi(availabilityApi, '/api/user/availability', { ...week, kinds: [{ ...week.kinds[0], priceCents: 500 }, week.kinds[1]] }, { headers: auth })
		expect(refused.status).toBe(400)
		expect(JSON.stringify(refused.body)).toContain('The intro call is free')
	})
})
