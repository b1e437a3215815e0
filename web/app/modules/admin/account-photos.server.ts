import { eq } from 'drizzle-orm'
import { profiles } from '#db/schema/profiles.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { avatarFileNames, localPhotoStorage, type PhotoStorage } from '#app/modules/profiles/photo-storage.server.ts'

/**
 * Removes a deleted profile's photo (both renditions) from storage. Photos are
 * named by their content's hash, so two profiles with the same picture share
 * the files: they stay while another profile still names them. Returns whether
 * the files were removed.
 */
export async function removeProfilePhoto(key: string | null, storage: PhotoStorage = localPhotoStorage): Promise<boolean> {
	if (!key) return false
	const db = await getDb()
	const [shared] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.avatarKey, key)).limit(1)
	if (shared) return false
	const names = avatarFileNames(key)
	await storage.delete(names.large)
	await storage.delete(names.small)
	return true
}
