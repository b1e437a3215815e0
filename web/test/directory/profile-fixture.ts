import { availabilityConfirmed } from '#app/modules/profiles/availability-rules.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { users } from '#db/schema/accounts.ts'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { cityKey, lookupZip } from '#app/modules/directory/zip-codes.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'

// earthdistance's sphere: one degree of latitude is this many miles.
const milesPerDegree = (6378168 * Math.PI) / 180 / 1609.344

export type Fixture = {
	name: string
	/** The last name ("Fixture" when not given). */
	last?: string
	zip?: string
	north?: number
	plan?: number
	review?: 'draft' | 'submitted' | 'approved' | 'rejected'
	suspended?: boolean
	specialties?: string[]
	telehealthStates?: string[]
	accepting?: boolean
	insurance?: string[]
	languages?: string[]
	credentials?: string[]
	inPerson?: boolean
}

/** A dietitian for directory tests: a user and a profile at a real ZIP, moved `north` miles when asked. */
export async function add(f: Fixture): Promise<number> {
	const db = await getDb()
	const place = lookupZip(f.zip ?? '10001')!
	const latitude = place.latitude + (f.north ?? 0) / milesPerDegree
	const [user] = await db
		.insert(users)
		.values({
			email: `${f.name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
			passwordHash: 'not-a-hash',
			firstName: f.name,
			lastName: f.last ?? 'Fixture',
			plan: f.plan ?? 1,
			verified: true,
			suspendedAt: f.suspended ? new Date() : null,
		})
		.returning({ id: users.id })
	await db.insert(profiles).values({
		userId: user!.id,
		// Availability confirmed now (issue 30): the listing is 'confirmed'.
		...availabilityConfirmed(now()),
		zipcode: place.zip,
		cityName: place.city,
		cityKey: cityKey(place.city),
		state: place.state,
		latitude,
		longitude: place.longitude,
		reviewStatus: f.review ?? 'approved',
		specialties: f.specialties ?? ['diabetes'],
		offersTelehealth: Boolean(f.telehealthStates?.length),
		telehealthStates: f.telehealthStates ?? [],
		acceptingNewClients: f.accepting ?? true,
		insurance: f.insurance ?? ['Aetna'],
		languages: f.languages ?? ['English'],
		credentials: f.credentials ?? ['RD'],
		offersInPerson: f.inPerson ?? true,
		summary: `${f.name} helps people eat well. `.repeat(20),
	})
	// Written straight to the tables, as the seeds do: the directory's listing follows as after any write.
	await refreshListing(db, user!.id)
	return user!.id
}
