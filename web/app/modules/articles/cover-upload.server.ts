import sharp, { type Sharp } from 'sharp'
import { getCms } from '#app/modules/cms/cms.server.ts'
import { logError } from '#app/modules/logging/log-error.server.ts'
import { coverMaxBytes } from './article-form.ts'

type UploadedFile = { id: number }

/** The formats a cover may be, as the image library names what it decoded, and the file name's extension. */
const decodable: Record<string, { extension: string; encode: (image: Sharp) => Sharp }> = {
	jpeg: { extension: 'jpg', encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }) },
	png: { extension: 'png', encode: (image) => image.png() },
	webp: { extension: 'webp', encode: (image) => image.webp({ quality: 85 }) },
	heif: { extension: 'avif', encode: (image) => image.avif({ quality: 60 }) },
}

export const coverUnreadable = 'The cover could not be read as an image. Choose a JPEG, PNG, WebP or AVIF image.'

export type PreparedCover = { ok: true; bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | { ok: false; error: string }

/**
 * Decodes a cover by its bytes, whatever type the browser declared, and
 * re-encodes it in the format it really is (metadata such as GPS position is
 * not copied; very wide images are scaled down). Anything that does not decode
 * as a raster image (an SVG or an HTML page named .png) is refused here, before
 * anything reaches the CMS.
 */
export async function prepareCover(file: File): Promise<PreparedCover> {
	if (file.size > coverMaxBytes) return { ok: false, error: 'The cover image is larger than 5 MB' }
	const input = new Uint8Array(await file.arrayBuffer())
	try {
		const { format } = await sharp(input, { limitInputPixels: 40_000_000 }).metadata()
		const target = format ? decodable[format] : undefined
		if (!target) return { ok: false, error: coverUnreadable }
		const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate().resize({ width: 2400, withoutEnlargement: true })
		const bytes = new Uint8Array(await target.encode(image).toBuffer())
		const type = target.extension === 'jpg' ? 'image/jpeg' : `image/${target.extension}`
		return { ok: true, bytes, name: `cover-${Date.now().toString(36)}.${target.extension}`, type }
	} catch {
		return { ok: false, error: coverUnreadable }
	}
}

/**
 * Puts a prepared cover into Strapi's media library (local disk or S3, as the
 * CMS is configured) with its description; the file id goes into the article's
 * cover field.
 */
export async function uploadCover(cover: Extract<PreparedCover, { ok: true }>, alt: string): Promise<number> {
	const [uploaded] = await getCms().upload<UploadedFile[]>(new Blob([cover.bytes], { type: cover.type }), cover.name, { name: cover.name, alternativeText: alt, caption: '' })
	if (!uploaded) throw new Error('The CMS stored no file')
	return uploaded.id
}

/** Removes an uploaded cover the article was not saved with, so no orphan stays in the media library. */
export async function removeUploadedCover(id: number) {
	try {
		await getCms().write('DELETE', `upload/files/${id}`)
	} catch (error) {
		logError(error, 'remove unused cover')
	}
}
