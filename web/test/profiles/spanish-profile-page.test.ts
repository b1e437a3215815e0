import { expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { loader } from '#app/routes/viewdoctorprofile.tsx'
import { callRoute } from '../form-client.ts'
import { dietitianWithProfile } from './listed-dietitian.ts'

// Issue 32: the profile's own sentences, written on the server, in the page's language.
const load = (path: string, id: string) => callRoute(loader, path, undefined, { params: { id } })

test('the Spanish profile: Spanish availability, fees and dates, its /es canonical; the English one as before', async () => {
	setClock('2026-11-30T14:00:00Z')
	const dietitian = await dietitianWithProfile()
	await (await getDb()).update(profiles).set({ selfPayFirstVisitCents: 12000, selfPayFollowUpCents: 8000 }).where(eq(profiles.userId, dietitian.id))
	const es = await load(`/es/viewdoctorprofile/${dietitian.id}`, String(dietitian.id))
	expect(es.status).toBe(200)
	expect(es.data).toMatchObject({
		canonical: expect.stringMatching(new RegExp(`/es/viewdoctorprofile/${dietitian.id}$`)),
		availability: { text: 'Acepta clientes nuevos · confirmado el 30 nov', tone: 'yes' },
		fees: { selfPay: 'Primera consulta $120 · seguimiento $80' },
		i18n: { locale: 'es' },
	})
	const en = await load(`/viewdoctorprofile/${dietitian.id}`, String(dietitian.id))
	expect(en.data).toMatchObject({
		canonical: expect.stringMatching(new RegExp(`[^s]/viewdoctorprofile/${dietitian.id}$`)),
		availability: { text: 'Accepting new clients · confirmed Nov 30', tone: 'yes' },
		fees: { selfPay: 'First visit $120 · follow-up $80' },
		i18n: { locale: 'en' },
	})
})

test('a missing or unlisted Spanish profile answers with the Spanish messages for its error page', async () => {
	const missing = await load('/es/viewdoctorprofile/999999999', '999999999')
	expect(missing.status).toBe(404)
	expect(missing.data).toMatchObject({ i18n: { locale: 'es', messages: { 'profile.notFound.title': 'No encontramos a este dietista' } } })
	const db = await getDb()
	const [user] = await db.insert(users).values({ email: `lapsed.es.${Date.now()}@example.com`, passwordHash: 'x', firstName: 'Pat', lastName: 'Lapsed', plan: 0, verified: true }).returning({ id: users.id })
	await db.insert(profiles).values({ userId: user!.id, reviewStatus: 'approved', cityName: 'Boston', state: 'MA', zipcode: '02108' })
	const lapsed = await load(`/es/viewdoctorprofile/${user!.id}`, String(user!.id))
	expect(lapsed.status).toBe(410)
	expect(lapsed.data).toMatchObject({ reason: 'not-listed', i18n: { locale: 'es', messages: { 'profile.gone.title': 'Este dietista no aparece en el directorio por ahora' } } })
})
