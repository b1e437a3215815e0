import { data } from 'react-router'
import type { Route } from './+types/ai-singlepost'
import { CmsBlocks } from '#app/components/cms-blocks.tsx'
import { messages } from '#app/messages.ts'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { getAiArticle } from '#app/modules/articles/ai-articles.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { formatArticleDate } from '#app/modules/site/format-date.ts'
import { articleMeta, pageMeta } from '#app/modules/site/meta.ts'
import { useToastOnError } from '#app/components/ui/toaster.tsx'

export async function loader({ params }: Route.LoaderArgs) {
	const id = parseArticleId(params.id)
	if (id === null) throw data(null, { status: 404 })
	try {
		const article = await getAiArticle(id)
		if (!article) throw data(null, { status: 404 })
		return { article, url: new URL(`/ai-singlepost/:${article.id}`, getEnv().SITE_URL).toString(), error: null }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		// Spec §8: a failed article fetch shows 'Server Error'.
		return data({ article: null, url: null, error: messages.serverError }, { status: 503 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const article = loaderData?.article
	if (!article) return pageMeta(messages.serverError, 'This article could not be loaded.')
	return articleMeta({
		title: article.title,
		description: article.sub_content,
		image: article.img_url,
		url: loaderData.url ?? '',
		author: article.author,
		published: article.created_at,
	})
}

export default function AiSinglePost({ loaderData }: Route.ComponentProps) {
	const { article } = loaderData
	useToastOnError(loaderData.error)
	if (!article) {
		return (
			<section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
				<h1 className="text-2xl font-bold">{messages.serverError}</h1>
				<p className="mt-3 text-slate-600">This article could not be loaded right now. Please try again in a few minutes.</p>
			</section>
		)
	}
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			<img src={article.img_url} alt="" width={1200} height={630} className="aspect-[1200/630] w-full rounded-2xl object-cover" />
			<h1 className="mt-8 text-4xl font-bold tracking-tight text-ink">{article.title}</h1>
			<div className="mt-4 flex items-center gap-3 text-slate-600">
				<img src={article.avatar} alt="" width={40} height={40} className="size-10 rounded-full" />
				<span className="font-medium text-slate-800">{article.author}</span>
				<span aria-hidden="true">·</span>
				<time dateTime={article.created_at}>{formatArticleDate(article.created_at)}</time>
			</div>
			<div className="mt-8">
				<CmsBlocks content={article.contents} />
			</div>
		</article>
	)
}
