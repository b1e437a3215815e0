import { Link } from 'react-router'
import { messages } from '#app/messages.ts'
import type { AiArticleView } from '#app/modules/articles/ai-articles.server.ts'
import { AiAssistedLabel } from './ai-label.tsx'
import { ArticleByline } from './article-byline.tsx'
import { ArticleCover } from './article-cover.tsx'

export type AiArticleCardData = Pick<AiArticleView, 'id' | 'title' | 'author' | 'avatar' | 'cover' | 'sub_content' | 'created_at' | 'reviewedBy'>

/** One AI article in a list (spec §2): cover, title, avatar, author, date, summary, the AI label and "Read Full Article...". */
export function AiArticleCard({ article, headingLevel = 2 }: { article: AiArticleCardData; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
			<ArticleCover image={{ ...article.cover, alt: '' }} sizes="(min-width: 768px) 36rem, 100vw" />
			<div className="flex flex-1 flex-col p-6">
				<Heading className="text-xl font-semibold text-ink">{article.title}</Heading>
				<ArticleByline name={article.author} avatarUrl={article.avatar?.url ?? ''} date={article.created_at} size={32} className="mt-3 text-sm text-slate-600" />
				<AiAssistedLabel reviewedBy={article.reviewedBy} className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600" />
				<p className="mt-3 flex-1 text-slate-700">{article.sub_content}</p>
				<Link
					to={`/ai-singlepost/:${article.id}`}
					aria-label={`${messages.readFullArticle} ${article.title}`}
					className="mt-5 self-start rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100"
				>
					{messages.readFullArticle}
				</Link>
			</div>
		</li>
	)
}
