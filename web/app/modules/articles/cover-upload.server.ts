import { getCms } from '#app/modules/cms/cms.server.ts'
import { coverMaxBytes, coverTypes } from './article-form.ts'

type UploadedFile = { id: number }

const extensions: Record<(typeof coverTypes)[number], string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' }

/**
 * Puts a cover image into Strapi's media library (local disk or S3, as the CMS
 * is configured) with its description; the file id goes into the article's
 * cover field. Strapi checks that the bytes are really an image.
 */
export async function uploadCover(file: File, alt: string): Promise<number> {
	const type = coverTypes.find((t) => t === file.type)
	if (!type || file.size > coverMaxBytes) throw new Error('uploadCover: the form schema lets only small images through')
	const name = `cover-${Date.now().toString(36)}.${extensions[type]}`
	const [uploaded] = await getCms().upload<UploadedFile[]>(file, name, { name, alternativeText: alt, caption: '' })
	if (!uploaded) throw new Error('The CMS stored no file')
	return uploaded.id
}
