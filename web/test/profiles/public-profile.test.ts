import { expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { loader } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute } from '../form-client.ts'
import { sessionCookieFor } from './listed-dietitian.ts'

let n = 0
async function dietitian(plan: number, reviewStatus: 'draft' | 'submitted' | 'approved' | 'rejected') {
	const db = await getDb()
	const [user] = await db
		.insert(users)
		.values({ email: `public.${++n}.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Pat', lastName: `Case${n}`, plan, verified: true })
		.returning({ id: users.id })
	await db.insert(profiles).values({ userId: user!.id, reviewStatus, cityName: 'Boston', state: 'MA', zipcode: '02108', npi: '1234567893', businessEmail: 'office@example.com' })
	return user!.id
}

test('only listed profiles are public: a lapsed plan is 410, a draft or rejected one 404', async () => {
	const listed = await dietitian(1, 'approved')
	const page = await callRoute(loader, `/viewdoctorprofile/${listed}`, undefined, { params: { id: String(listed) } })
	expect(page.status).toBe(200)
	expect(JSON.stringify(page.data)).not.toMatch(/1234567893|office@example\.com/)
	const withColon = await callRoute(loader, `/viewdoctorprofile/:${listed}`, undefined, { params: { id: `:${listed}` } })
	expect(withColon.status).toBe(200)
	const lapsed = await dietitian(0, 'approved')
	expect((await callRoute(loader, `/viewdoctorprofile/${lapsed}`, undefined, { params: { id: String(lapsed) } })).status).toBe(410)
	for (const hidden of [await dietitian(2, 'draft'), await dietitian(2, 'rejected'), await dietitian(2, 'submitted')]) {
		expect((await callRoute(loader, `/viewdoctorprofile/${hidden}`, undefined, { params: { id: String(hidden) } })).status).toBe(404)
	}
	expect((await callRoute(loader, '/viewdoctorprofile/x1', undefined, { params: { id: 'x1' } })).status).toBe(404)
})

test('the page shows no badge for numbers given but never checked, never the numbers given, and the office’s zone from its ZIP', async () => {
	const listed = await dietitian(1, 'approved')
	const page = await callRoute(loader, `/viewdoctorprofile/${listed}`, undefined, { params: { id: String(listed) } })
	expect(page.data).toMatchObject({ checks: [], verified: false, verifiedText: null, timeZone: 'America/New_York', zoneName: 'Eastern Time' })
	expect(JSON.stringify(page.data)).not.toContain('1234567893')
})

test('the owner previews an unlisted profile; another signed-in account gets the 404', async () => {
	const pending = await dietitian(2, 'submitted')
	const owner = await callRoute(loader, `/viewdoctorprofile/${pending}`, undefined, { params: { id: String(pending) }, cookie: await sessionCookieFor(pending) })
	expect(owner.status).toBe(200)
	expect(owner.data).toMatchObject({ preview: 'pending' })
	const stranger = await dietitian(2, 'approved')
	const other = await callRoute(loader, `/viewdoctorprofile/${pending}`, undefined, { params: { id: String(pending) }, cookie: await sessionCookieFor(stranger) })
	expect(other.status).toBe(404)
})

test('the page’s structured data describes the dietitian and links only web addresses', async () => {
	const listed = await dietitian(1, 'approved')
	const db = await getDb()
	const hours = { from: '09:00', to: '17:00' }
	await db
		.update(profiles)
		.set({
			role: 'Clinical Dietitian',
			credentials: ['RD', 'CDCES'],
			specialties: ['diabetes'],
			summary: 'Helps with\n\ndiabetes.',
			profileName: 'Boston Nutrition',
			officeNumber: '617-555-0100',
			streetAddress: '1 Main St',
			aptSuite: 'Suite 2',
			websiteUrl: 'javascript:alert(1)',
			facebook: 'https://facebook.com/pat',
			instagram: 'javascript:alert(2)',
			workingTime: { mon: [hours], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
		})
		.where(eq(profiles.userId, listed))
	const page = await callRoute(loader, `/viewdoctorprofile/${listed}`, undefined, { params: { id: String(listed) } })
	const { canonical, jsonLd } = page.data as { canonical: string; jsonLd: Record<string, unknown> }
	expect(jsonLd).toMatchObject({
		'@type': 'ProfilePage',
		url: canonical,
		mainEntity: {
			'@type': 'Person',
			name: `Pat Case${n}`,
			jobTitle: 'Clinical Dietitian',
			description: 'Helps with diabetes.',
			honorificSuffix: 'RD, CDCES',
			knowsAbout: ['Diabetes'],
			address: { streetAddress: '1 Main St, Suite 2', addressLocality: 'Boston', addressRegion: 'MA', postalCode: '02108' },
			worksFor: {
				name: 'Boston Nutrition',
				telephone: '617-555-0100',
				openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:00' }],
			},
			sameAs: ['https://facebook.com/pat'],
		},
	})
	expect(page.data).toMatchObject({ websiteUrl: null, socials: [['Facebook', 'https://facebook.com/pat']] })
})

test('the photo is shown by path (any host the visitor came by loads it); structured data and Open Graph carry the full address', async () => {
	const listed = await dietitian(1, 'approved')
	const db = await getDb()
	await db.update(profiles).set({ avatarKey: 'avatars/0123456789abcdef0123456789abcdef' }).where(eq(profiles.userId, listed))
	const page = await callRoute(loader, `/viewdoctorprofile/${listed}`, undefined, { params: { id: String(listed) } })
	const data = page.data as { avatar: string; avatarAbsolute: string; jsonLd: { mainEntity: { image: string } } }
	expect(data.avatar).toBe('/media/avatars/0123456789abcdef0123456789abcdef-512.webp')
	expect(data.avatarAbsolute).toMatch(/^https?:\/\/[^/]+\/media\/avatars\/0123456789abcdef0123456789abcdef-512\.webp$/)
	expect(data.jsonLd.mainEntity.image).toBe(data.avatarAbsolute)
})
