import { eq } from 'drizzle-orm'
import { profilePhotos, profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { avatarFileNames, localPhotoStorage, type PhotoStorage } from './photo-storage.server.ts'

/** The photo keys an account uploaded or shows: what goes with it when it is deleted. */
export async function photoKeysOf(userId: number): Promise<string[]> {
	const db = await getDb()
	const [uploaded, [profile]] = await Promise.all([
		db.select({ key: profilePhotos.photoKey }).from(profilePhotos).where(eq(profilePhotos.userId, userId)),
		db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId)),
	])
	return [...new Set([...uploaded.map((row) => row.key), ...(profile?.key ? [profile.key] : [])])]
}

/**
 * Deletes the files of photos nobody uses any more (after their account is gone). Photos are named by their
 * content's hash: the same picture uploaded by another account, or shown on another profile, stays.
 */
export async function removeUnusedPhotos(keys: string[], storage: PhotoStorage = localPhotoStorage) {
	const db = await getDb()
	let removed = 0
	for (const key of keys) {
		const [shown] = await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.avatarKey, key)).limit(1)
		const [kept] = await db.select({ id: profilePhotos.userId }).from(profilePhotos).where(eq(profilePhotos.photoKey, key)).limit(1)
		if (shown || kept) continue
		const names = avatarFileNames(key)
		await storage.delete(names.large)
		await storage.delete(names.small)
		removed++
	}
	return removed
}
