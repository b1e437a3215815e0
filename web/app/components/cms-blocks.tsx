import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer'
import { isSafeImageSource, isSafeLinkTarget } from '#app/modules/site/safe-url.ts'

/**
 * Rich content from Strapi, rendered as React elements (never as injected
 * HTML). Links and images follow the site's URL rule here too: content typed
 * in Strapi's admin never went through our forms.
 */
export function CmsBlocks({ content }: { content: BlocksContent }) {
	return (
		<div className="prose-cms">
			<BlocksRenderer
				content={content}
				blocks={{
					link: ({ children, url }) => (isSafeLinkTarget(url) ? <a href={url} rel={url.startsWith('/') ? undefined : 'noopener nofollow'}>{children}</a> : <>{children}</>),
					image: ({ image }) =>
						isSafeImageSource(image.url) ? (
							<img src={image.url} alt={image.alternativeText ?? ''} width={image.width || undefined} height={image.height || undefined} loading="lazy" />
						) : null,
				}}
			/>
		</div>
	)
}
