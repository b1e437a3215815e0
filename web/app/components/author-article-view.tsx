import type { AuthorArticle } from '#app/modules/articles/author-articles.server.ts'
import { ArticleCover } from './article-cover.tsx'
import { ArticleByline } from './article-byline.tsx'
import { CmsBlocks } from './cms-blocks.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

export type AuthorArticleViewData = Pick<AuthorArticle, 'title' | 'cover' | 'authorName' | 'author' | 'publishedDate' | 'tags' | 'body'>

/** An Authors Digest article page: the live one (/singlepost) and a draft preview show the same thing. */
/** `authorProfile`: the author's public profile when they are a listed dietitian. */
export function AuthorArticleView({ article, authorProfile }: { article: AuthorArticleViewData; authorProfile?: string | null }) {
	const t = useT()
	const localePath = useLocalePath()
	// Articles are English: on a Spanish page the article says so and is marked as English.
	const english = t.locale !== 'en'
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			{english ? <p className="mb-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">{t('common.article.inEnglishNote')}</p> : null}
			<ArticleCover image={article.cover} sizes="(min-width: 768px) 48rem, 100vw" eager className="rounded-2xl" />
			<h1 lang={english ? 'en' : undefined} className="mt-8 text-4xl font-bold tracking-tight text-ink">{article.title}</h1>
			<ArticleByline name={article.authorName} avatarUrl={article.author?.avatar?.url ?? ''} date={article.publishedDate} size={40} className="mt-4 text-slate-600" nameClassName="font-medium text-slate-800" href={authorProfile ? localePath(authorProfile) : null} />
			{article.tags.length ? (
				<ul className="mt-4 flex flex-wrap gap-2" aria-label={t('common.article.tags')}>
					{article.tags.map((tag) => (
						<li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">{tag}</li>
					))}
				</ul>
			) : null}
			<div className="mt-8" lang={english ? 'en' : undefined}>
				<CmsBlocks content={article.body} />
			</div>
		</article>
	)
}
