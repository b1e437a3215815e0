import { eq } from 'drizzle-orm'
import { credentialChecks, profilePhotos, profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'

/** The profile's part of "Download my data" (issue 48): the profile as stored, its photos' names and the credential checks. */
export async function profileExport(userId: number) {
	const db = await getDb()
	const [[profile], photos, checks] = await Promise.all([
		db.select().from(profiles).where(eq(profiles.userId, userId)),
		db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId)),
		db.select().from(credentialChecks).where(eq(credentialChecks.userId, userId)),
	])
	return { profile: profile ?? null, photos, credentialChecks: checks }
}
