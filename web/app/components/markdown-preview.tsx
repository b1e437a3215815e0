import { useEffect, useState, type RefObject } from 'react'
import { markdownToBlocks } from '#app/modules/articles/markdown-blocks.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { CmsBlocks } from './cms-blocks.tsx'

/**
 * The article as the site will show it: the editor's Markdown turned into the
 * same blocks, rendered by the same component as the article page. The server
 * renders the text it has (saved, or sent with "Update preview"); with
 * JavaScript the preview follows the typing.
 */
export function MarkdownPreview({ id, initial, source }: { id: string; initial: string; source: RefObject<HTMLTextAreaElement | null> }) {
	const [markdown, setMarkdown] = useState(initial)
	useEffect(() => setMarkdown(initial), [initial])
	useEffect(() => {
		const area = source.current
		if (!area) return
		let timer: ReturnType<typeof setTimeout> | undefined
		const update = () => {
			clearTimeout(timer)
			timer = setTimeout(() => setMarkdown(area.value), 120)
		}
		area.addEventListener('input', update)
		return () => {
			clearTimeout(timer)
			area.removeEventListener('input', update)
		}
	}, [source])
	const t = useT()
	const blocks = markdownToBlocks(markdown)
	return (
		<section id={id} aria-label={t('editor.form.preview')} className="min-h-40 rounded-lg border border-slate-200 bg-white p-4">
			{blocks.length ? <CmsBlocks content={blocks} /> : <p className="text-sm text-slate-500">{t('editor.form.previewEmpty')}</p>}
		</section>
	)
}
