import { and, eq } from 'drizzle-orm'
import { profilePhotos, profiles } from '#db/schema/profiles.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { avatarFileNames, localPhotoStorage, type PhotoStorage } from './photo-storage.server.ts'

const photoPath = /^\/media\/(avatars\/[a-f0-9]{32})-(?:512|128)\.webp$/

/**
 * The storage key of a photo named by one of our own addresses: a path such as
 * `/media/avatars/<hash>-512.webp`, or the same on this site's origin. Any
 * other address is not ours; it is never fetched.
 */
export function photoKeyFromAddress(address: string, requestOrigin: string): string | null {
	let url: URL
	try {
		url = new URL(address, requestOrigin)
	} catch {
		return null
	}
	const ours = new Set([new URL(getEnv().SITE_URL).origin, new URL(requestOrigin).origin])
	if (!ours.has(url.origin) || url.search || url.hash) return null
	return photoPath.exec(url.pathname)?.[1] ?? null
}

export const notYourPhoto = 'Photo: give the address of a photo you uploaded here (/media/avatars/…), or send the image as a file'

/**
 * Whether the account may use this stored photo: it uploaded it (or it is its
 * photo now), and both renditions are still in storage.
 */
export async function mayUsePhoto(userId: number, key: string, storage: PhotoStorage = localPhotoStorage): Promise<boolean> {
	const db = await getDb()
	const [uploaded] = await db
		.select({ key: profilePhotos.photoKey })
		.from(profilePhotos)
		.where(and(eq(profilePhotos.userId, userId), eq(profilePhotos.photoKey, key)))
	const [current] = uploaded ? [] : await db.select({ key: profiles.avatarKey }).from(profiles).where(and(eq(profiles.userId, userId), eq(profiles.avatarKey, key)))
	if (!uploaded && !current) return false
	const names = avatarFileNames(key)
	return (await storage.get(names.large)) !== null && (await storage.get(names.small)) !== null
}
