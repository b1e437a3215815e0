import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer'

/** Rich content from Strapi, rendered as React elements (never as injected HTML). */
export function CmsBlocks({ content }: { content: BlocksContent }) {
	return (
		<div className="prose-cms">
			<BlocksRenderer content={content} />
		</div>
	)
}
