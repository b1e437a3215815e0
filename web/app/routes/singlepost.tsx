import { data } from 'react-router'
import type { Route } from './+types/singlepost'
import { AuthorAvatar, CoverImage } from '#app/components/author-avatar.tsx'
import { CmsBlocks } from '#app/components/cms-blocks.tsx'
import { CmsUnavailable } from '#app/components/cms-unavailable.tsx'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { getPublishedArticle } from '#app/modules/articles/author-articles.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { formatArticleDate } from '#app/modules/site/format-date.ts'
import { articleMeta, pageMeta } from '#app/modules/site/meta.ts'

export async function loader({ params }: Route.LoaderArgs) {
	const id = parseArticleId(params.id)
	if (id === null) throw data(null, { status: 404 })
	try {
		const article = await getPublishedArticle(id)
		if (!article) throw data(null, { status: 404 })
		return { article, url: new URL(`/singlepost/${article.id}`, getEnv().SITE_URL).toString() }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		return data({ article: null, url: null }, { status: 503 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const article = loaderData?.article
	if (!article) return pageMeta('Article unavailable', 'This article could not be loaded.')
	return articleMeta({
		title: article.title,
		description: article.summary,
		image: article.coverUrl,
		url: loaderData.url ?? '',
		author: article.authorName,
		published: article.publishedDate,
		modified: article.updatedAt,
		keywords: article.tags,
	})
}

export default function SinglePost({ loaderData }: Route.ComponentProps) {
	const { article } = loaderData
	if (!article) return <CmsUnavailable what="This article" />
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			<CoverImage url={article.coverUrl} className="rounded-2xl" />
			<h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{article.title}</h1>
			<div className="mt-4 flex items-center gap-3 text-slate-600">
				<AuthorAvatar name={article.authorName} url={article.authorAvatarUrl} size={40} />
				<span className="font-medium text-slate-800">{article.authorName}</span>
				{article.publishedDate ? (
					<>
						<span aria-hidden="true">·</span>
						<time dateTime={article.publishedDate}>{formatArticleDate(article.publishedDate)}</time>
					</>
				) : null}
			</div>
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
