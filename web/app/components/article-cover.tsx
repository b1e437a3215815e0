import type { CmsImage } from '#app/modules/cms/media.ts'
import { clsx } from 'clsx'

/**
 * An article's cover: the media-library image with its size, description and
 * smaller copies, or the generated cover of its topic. Never an empty block.
 */
export function ArticleCover({ image, sizes, eager, className }: { image: CmsImage; sizes: string; eager?: boolean; className?: string }) {
	return (
		<img
			src={image.url}
			srcSet={image.srcSet}
			sizes={image.srcSet ? sizes : undefined}
			width={image.width}
			height={image.height}
			alt={image.alt}
			loading={eager ? 'eager' : 'lazy'}
			// An eager cover is the page's largest paint: fetched before the scripts.
			fetchPriority={eager ? 'high' : undefined}
			decoding="async"
			className={clsx('aspect-[1200/630] w-full bg-slate-100 object-cover', className)}
		/>
	)
}
