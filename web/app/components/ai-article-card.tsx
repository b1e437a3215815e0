import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { AiArticleView } from '#app/modules/articles/ai-articles.server.ts'
import { AiAssistedLabel } from './ai-label.tsx'
import { ArticleByline } from './article-byline.tsx'
import { ArticleCover } from './article-cover.tsx'

export type AiArticleCardData = Pick<AiArticleView, 'id' | 'title' | 'author' | 'avatar' | 'cover' | 'sub_content' | 'created_at' | 'reviewedBy'>

/** One AI article in a list (spec §2): cover, title, avatar, author, date, summary, the AI label and "Read Full Article...". */
export function AiArticleCard({ article, headingLevel = 2 }: { article: AiArticleCardData; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const t = useT()
	const localePath = useLocalePath()
	// Articles are English: on a Spanish page the card says so and marks the article's words as English.
	const english = t.locale !== 'en'
	return (
		<li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
			<ArticleCover image={{ ...article.cover, alt: '' }} sizes="(min-width: 768px) 36rem, 100vw" />
			<div className="flex flex-1 flex-col p-6">
				<Heading lang={english ? 'en' : undefined} className="text-xl font-semibold text-ink">{article.title}</Heading>
				{english ? <p className="mt-1 text-xs font-medium text-amber-900">{t('common.inEnglish')}</p> : null}
				<ArticleByline name={article.author} avatarUrl={article.avatar?.url ?? ''} date={article.created_at} size={32} className="mt-3 text-sm text-slate-600" />
				<AiAssistedLabel reviewedBy={article.reviewedBy} className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600" />
				<p lang={english ? 'en' : undefined} className="mt-3 flex-1 text-slate-700">{article.sub_content}</p>
				<Link
					to={localePath(`/ai-singlepost/:${article.id}`)}
					aria-label={t('common.ai.readFullOf', { title: article.title })}
					className="mt-5 self-start rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100"
				>
					{t('common.ai.readFull')}
				</Link>
			</div>
		</li>
	)
}
