// No aliased imports: the demo seed (run from the repository root) uses this too.
import crypto from 'node:crypto'
import sharp from 'sharp'
import { avatarFileNames, localPhotoStorage, type PhotoStorage } from './photo-storage.server.ts'
import { photoMaxBytes, photoTooLarge, photoWrongType } from './photo-rules.ts'

/** The image type from the first bytes, whatever the file is called. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
	if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
	if (String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'webp'
	return null
}

export type PhotoResult = { ok: true; key: string } | { ok: false; error: string }

/**
 * Checks a photo by its content, re-encodes it to WebP at 512 and 128 px
 * (square, centred; metadata such as GPS position is not copied), stores both
 * under a content hash and returns the key.
 */
export async function storePhoto(bytes: Uint8Array, storage: PhotoStorage = localPhotoStorage): Promise<PhotoResult> {
	if (bytes.byteLength > photoMaxBytes) return { ok: false, error: photoTooLarge }
	if (!sniffImageType(bytes)) return { ok: false, error: photoWrongType }
	let large: Buffer
	let small: Buffer
	try {
		const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate()
		large = await image.clone().resize(512, 512, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
		small = await image.clone().resize(128, 128, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()
	} catch {
		return { ok: false, error: 'Photo: the image could not be read' }
	}
	const key = `avatars/${crypto.createHash('sha256').update(large).digest('hex').slice(0, 32)}`
	const names = avatarFileNames(key)
	await storage.put(names.large, large)
	await storage.put(names.small, small)
	return { ok: true, key }
}
