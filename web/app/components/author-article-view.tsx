import type { AuthorArticle } from '#app/modules/articles/author-articles.server.ts'
import { ArticleCover } from './article-cover.tsx'
import { ArticleByline } from './article-byline.tsx'
import { CmsBlocks } from './cms-blocks.tsx'

export type AuthorArticleViewData = Pick<AuthorArticle, 'title' | 'cover' | 'authorName' | 'author' | 'publishedDate' | 'tags' | 'body'>

/** An Authors Digest article page: the live one (/singlepost) and a draft preview show the same thing. */
/** `authorProfile`: the author's public profile when they are a listed dietitian. */
export function AuthorArticleView({ article, authorProfile }: { article: AuthorArticleViewData; authorProfile?: string | null }) {
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			<ArticleCover image={article.cover} sizes="(min-width: 768px) 48rem, 100vw" eager className="rounded-2xl" />
			<h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{article.title}</h1>
			<ArticleByline name={article.authorName} avatarUrl={article.author?.avatar?.url ?? ''} date={article.publishedDate} size={40} className="mt-4 text-slate-600" nameClassName="font-medium text-slate-800" href={authorProfile} />
			{article.tags.length ? (
				<ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
					{article.tags.map((tag) => (
						<li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">{tag}</li>
					))}
				</ul>
			) : null}
			<div className="mt-8">
				<CmsBlocks content={article.body} />
			</div>
		</article>
	)
}
