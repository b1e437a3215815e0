import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where profile photos live. A small interface so that a bucket (S3 or
 * compatible) can replace the local folder by configuration later; today the
 * folder is UPLOADS_DIR, by default the repository's `data/uploads/`.
 */
export type PhotoStorage = {
	put(name: string, bytes: Uint8Array): Promise<void>
	get(name: string): Promise<Uint8Array | null>
	/** Removes a stored file; one that is not there is already removed. */
	delete(name: string): Promise<void>
}

export function uploadsDir(): string {
	if (process.env.UPLOADS_DIR) return path.resolve(process.env.UPLOADS_DIR)
	const cwd = process.cwd()
	// The web app runs from web/; the seed and scripts from the repository root.
	return path.resolve(path.basename(cwd) === 'web' ? path.dirname(cwd) : cwd, 'data', 'uploads')
}

const safeName = (name: string) => /^avatars\/[a-f0-9]{32}-(512|128)\.webp$/.test(name)

export const localPhotoStorage: PhotoStorage = {
	async put(name, bytes) {
		if (!safeName(name)) throw new Error(`Refusing to store ${name}`)
		const file = path.join(uploadsDir(), name)
		await fs.mkdir(path.dirname(file), { recursive: true })
		// Write then rename: a reader never sees half a file.
		const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`
		await fs.writeFile(temporary, bytes)
		await fs.rename(temporary, file)
	},
	async get(name) {
		if (!safeName(name)) return null
		try {
			return new Uint8Array(await fs.readFile(path.join(uploadsDir(), name)))
		} catch {
			return null
		}
	},
	async delete(name) {
		if (!safeName(name)) throw new Error(`Refusing to delete ${name}`)
		await fs.rm(path.join(uploadsDir(), name), { force: true })
	},
}

/** A photo's key is `avatars/<content hash>`; its files are the 512 and 128 px renditions. */
export const avatarFileNames = (key: string) => ({ large: `${key}-512.webp`, small: `${key}-128.webp` })

export function avatarUrls(key: string | null) {
	if (!key || !/^avatars\/[a-f0-9]{32}$/.test(key)) return null
	const names = avatarFileNames(key)
	return { large: `/media/${names.large}`, small: `/media/${names.small}` }
}
