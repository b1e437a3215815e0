import type { AiArticleView as AiArticleData } from '#app/modules/articles/ai-articles.server.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { AiAssistedLabel, AiReviewNote } from './ai-label.tsx'
import { ArticleCover } from './article-cover.tsx'
import { ArticleByline } from './article-byline.tsx'
import { CmsBlocks } from './cms-blocks.tsx'

/** An AI article page (spec §2): cover, title, avatar, author, date, the AI label, the content; also its draft preview. */
export function AiArticleView({ article }: { article: AiArticleData }) {
	const t = useT()
	// Articles are English: on a Spanish page the article says so and is marked as English.
	const english = t.locale !== 'en'
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			{english ? <p className="mb-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">{t('common.article.inEnglishNote')}</p> : null}
			<ArticleCover image={article.cover} sizes="(min-width: 768px) 48rem, 100vw" eager className="rounded-2xl" />
			<h1 lang={english ? 'en' : undefined} className="mt-8 text-4xl font-bold tracking-tight text-ink">{article.title}</h1>
			<ArticleByline name={article.author} avatarUrl={article.avatar?.url ?? ''} date={article.created_at} size={40} className="mt-4 text-slate-600" nameClassName="font-medium text-slate-800" />
			<AiAssistedLabel reviewedBy={article.reviewedBy} className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" />
			<div className="mt-8" lang={english ? 'en' : undefined}>
				<CmsBlocks content={article.contents} />
			</div>
			<p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">
				<AiReviewNote reviewedBy={article.reviewedBy} />
			</p>
		</article>
	)
}
