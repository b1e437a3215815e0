import { eq } from 'drizzle-orm'
import { users } from '#db/schema/accounts.ts'
import { profilePhotos, profiles } from '#db/schema/profiles.ts'
import { cityKey, lookupCity, lookupZip } from '#app/modules/directory/zip-codes.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { zipTimeZone } from './office-time-zone.server.ts'
import { apiBodySchema, fieldErrors, profileForms, step2Problems, type ProfileForm, type ProfileFormValues } from './profile-forms.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { now as clockNow } from '#app/modules/clock/clock.server.ts'
import { availabilityConfirmed } from './availability-rules.ts'

export type SaveResult =
	| { ok: true }
	| { ok: false; kind: 'invalid'; errors: Record<string, string> }
	| { ok: false; kind: 'refused'; reason: string }

type ProfileRow = typeof profiles.$inferSelect
type ProfileColumns = Partial<typeof profiles.$inferInsert>

export async function loadOwnProfile(userId: number): Promise<ProfileRow | null> {
	const db = await getDb()
	const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId))
	return row ?? null
}

const milesBetween = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
	const rad = Math.PI / 180
	const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
	return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}

/** How far from the ZIP a typed city may lie: USPS names a ZIP after one place, offices often give the next one. */
const cityToleranceMiles = 10

/** "cambridge" or "NEW YORK" as "Cambridge", "New York"; a city typed in mixed case is left as it is. */
const tidyCity = (city: string) => (city === city.toLowerCase() || city === city.toUpperCase() ? city.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase()) : city)

/**
 * The office's place from its ZIP: an unknown ZIP, a ZIP in another state and
 * a city that is neither the ZIP's nor a place of that state within 10 miles
 * of it are field errors. The city is kept as typed (only an all-lower or
 * all-upper case name gets capitals), not replaced by the ZIP data's spelling
 * ("Coeur D Alene", "Saint Louis"); its key is what search matches. The time
 * zone comes from the ZIP.
 */
function locate(values: { zipcode: string; state: string; city_name: string }) {
	const place = lookupZip(values.zipcode)
	if (!place) return { errors: { zipcode: `ZIP code ${values.zipcode} is not a US ZIP code we know` } }
	if (place.state !== values.state) return { errors: { zipcode: `ZIP code ${values.zipcode} is in ${place.state}, not ${values.state}` } }
	const key = cityKey(values.city_name)
	const nearby = key === cityKey(place.city) || lookupCity(values.city_name, place.state).some((city) => milesBetween(city, place) <= cityToleranceMiles)
	if (!nearby) return { errors: { city_name: `City: ZIP code ${values.zipcode} is in ${place.city}, ${place.state}; check the city or the ZIP code` } }
	return { errors: undefined, columns: { cityName: tidyCity(values.city_name), latitude: place.latitude, longitude: place.longitude, cityKey: key, timeZone: zipTimeZone(place.zip) } }
}

const dollarsToCents = (value: number | null) => (value === null ? null : Math.round(value * 100))

/** Form values to columns: only the fields the form has. */
function toColumns(values: Record<string, unknown>): ProfileColumns {
	const v = values as Partial<ProfileFormValues<'step1'> & ProfileFormValues<'step2'> & ProfileFormValues<'summary'>>
	const columns: ProfileColumns = {
		profileName: v.profile_name,
		role: v.role,
		credentials: v.credentials,
		businessEmail: v.business_email,
		officeNumber: v.office_number,
		officeFax: v.office_fax === undefined ? undefined : v.office_fax || null,
		streetAddress: v.street_address,
		aptSuite: v.apt_suite === undefined ? undefined : v.apt_suite || null,
		cityName: v.city_name,
		state: v.state,
		zipcode: v.zipcode,
		websiteUrl: v.website_url === undefined ? undefined : v.website_url || null,
		npi: v.npi === undefined ? undefined : v.npi || null,
		cdrNumber: v.cdr_number === undefined ? undefined : v.cdr_number || null,
		licenseNumber: v.license_number === undefined ? undefined : v.license_number || null,
		summary: v.summary,
		summaryEs: v.summary_es === undefined ? undefined : v.summary_es || null,
		specialties: v.specialties,
		offersInPerson: v.offers_in_person,
		offersTelehealth: v.offers_telehealth,
		telehealthStates: v.offers_telehealth === false ? [] : v.telehealth_states,
		insurance: v.insurance,
		selfPayMinCents: v.self_pay_min === undefined ? undefined : dollarsToCents(v.self_pay_min),
		selfPayMaxCents: v.self_pay_max === undefined ? undefined : dollarsToCents(v.self_pay_max),
		selfPayFirstVisitCents: v.self_pay_first_visit === undefined ? undefined : dollarsToCents(v.self_pay_first_visit),
		selfPayFollowUpCents: v.self_pay_follow_up === undefined ? undefined : dollarsToCents(v.self_pay_follow_up),
		superbill: v.superbill,
		slidingScale: v.sliding_scale,
		// Saving the list is the dietitian's word that every plan on it is still accepted.
		insuranceConfirmedAt: v.insurance === undefined ? undefined : clockNow(),
		languages: v.languages,
		acceptingNewClients: v.accepting_new_clients,
		workingTime: v.working_time,
		education: v.education,
		facebook: v.facebook === undefined ? undefined : v.facebook || null,
		instagram: v.instagram === undefined ? undefined : v.instagram || null,
		twitter: v.twitter === undefined ? undefined : v.twitter || null,
	}
	return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

const credentialColumns = ['npi', 'cdrNumber', 'licenseNumber'] as const

/** The saved step 2 values its cross-field rules read, for a body that leaves some of them out (the API's). */
const savedStep2Rules = (row: ProfileRow | null): Partial<ProfileFormValues<'step2'>> =>
	row
		? {
				offers_in_person: row.offersInPerson,
				offers_telehealth: row.offersTelehealth,
				telehealth_states: row.telehealthStates,
				self_pay_min: row.selfPayMinCents === null ? null : row.selfPayMinCents / 100,
				self_pay_max: row.selfPayMaxCents === null ? null : row.selfPayMaxCents / 100,
				insurance: row.insurance as ProfileFormValues<'step2'>['insurance'],
				npi: row.npi ?? '',
			}
		: {}

/**
 * Saves one form of the profile (a setup step or an edited section) for its
 * owner. Bad fields come back as field errors with nothing written. A step 2
 * or a section before step 1 is a refusal (the API's 201 'Failed'). An
 * approved profile stays listed through edits, except when a credential
 * number changes: then it goes back to the admin's queue.
 *
 * From the API, the fields its call added to the original contract are
 * optional (`addedToApiCall`): one not sent keeps its saved value, and the
 * rules that span fields (the office's ZIP and city, in person or telehealth)
 * are checked against the saved values of those not sent.
 */
export async function saveProfileForm(userId: number, form: ProfileForm, input: unknown, via: 'page' | 'api' = 'page'): Promise<SaveResult> {
	const schema = via === 'api' ? apiBodySchema(form, input) : profileForms[form]
	const parsed = schema.safeParse(input ?? {})
	if (!parsed.success) return { ok: false, kind: 'invalid', errors: fieldErrors(parsed.error) }
	const values = parsed.data as Record<string, unknown>
	const existing = await loadOwnProfile(userId)
	const errors: Record<string, string> = form === 'step2' ? step2Problems({ ...savedStep2Rules(existing), ...values } as ProfileFormValues<'step2'>) : {}
	let columns = toColumns(values)
	const zipcode = (values.zipcode as string | undefined) ?? existing?.zipcode
	if ('city_name' in values && zipcode) {
		const located = locate({ ...(values as { state: string; city_name: string }), zipcode })
		if (located.errors) Object.assign(errors, located.errors)
		else columns = { ...columns, ...located.columns }
	}
	if (Object.keys(errors).length) return { ok: false, kind: 'invalid', errors }

	if (form !== 'step1' && !existing?.step1SavedAt) return { ok: false, kind: 'refused', reason: 'Save step 1 of your profile first.' }
	const now = new Date()
	if (form === 'step1') columns.step1SavedAt = now
	if (form === 'step2') columns.step2SavedAt = now
	// Saving the setting confirms it (issue 30), whichever way it is set; the next "still accepting?" mail is due in 30 days.
	if (values.accepting_new_clients !== undefined) Object.assign(columns, availabilityConfirmed(clockNow()))
	const credentialsChanged = existing !== null && credentialColumns.some((c) => c in columns && (columns[c] ?? null) !== (existing[c] ?? null))
	if (existing?.reviewStatus === 'approved' && credentialsChanged) columns.reviewStatus = 'submitted'

	const db = await getDb()
	await db.transaction(async (tx) => {
		if (form === 'step1') {
			const names = values as ProfileFormValues<'step1'>
			await tx.update(users).set({ firstName: names.first_name, lastName: names.last_name }).where(eq(users.id, userId))
		}
		await tx
			.insert(profiles)
			.values({ ...columns, userId, updatedAt: now })
			.onConflictDoUpdate({ target: profiles.userId, set: { ...columns, updatedAt: now } })
		await refreshListing(tx, userId)
	})
	return { ok: true }
}

/** Makes a stored photo the profile's, and remembers that the account uploaded it. */
export async function setAvatar(userId: number, key: string) {
	const db = await getDb()
	await db.transaction(async (tx) => {
		await tx.update(profiles).set({ avatarKey: key, updatedAt: new Date() }).where(eq(profiles.userId, userId))
		await tx.insert(profilePhotos).values({ userId, photoKey: key }).onConflictDoNothing()
		await refreshListing(tx, userId)
	})
}
