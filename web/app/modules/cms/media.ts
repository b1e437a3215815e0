import { isHttpsUrl, isSitePath } from '#app/modules/site/safe-url.ts'

/** An image as the site shows it: always with its size and alt text, and smaller copies for srcset. */
export type CmsImage = { url: string; width: number; height: number; alt: string; srcSet?: string }

type StrapiFormat = { url: string; width: number; height: number }

/** A file of Strapi's media library, as its REST API returns it. */
export type StrapiMedia = {
	url: string
	width?: number | null
	height?: number | null
	alternativeText?: string | null
	formats?: Record<string, StrapiFormat> | null
}

// The local upload provider answers with /uploads/<file>, which the site serves from the CMS
// (routes/uploads.$.ts); a bucket (UPLOAD_PROVIDER=aws-s3) answers with an https:// address.
const usable = (url: string) => (isSitePath(url) && url.startsWith('/uploads/')) || isHttpsUrl(url)

/** A media-library image for the site, or null when there is none (or its address is not one the site serves). */
export function toCmsImage(media: StrapiMedia | null | undefined, fallbackAlt = ''): CmsImage | null {
	if (!media?.url || !usable(media.url) || !media.width || !media.height) return null
	const sizes = Object.values(media.formats ?? {})
		.filter((format) => usable(format.url) && format.width < media.width!)
		.sort((a, b) => a.width - b.width)
		.map((format) => `${format.url} ${format.width}w`)
	return {
		url: media.url,
		width: media.width,
		height: media.height,
		alt: media.alternativeText?.trim() || fallbackAlt,
		srcSet: sizes.length ? [...sizes, `${media.url} ${media.width}w`].join(', ') : undefined,
	}
}
