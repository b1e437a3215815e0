import { data } from 'react-router'
import type { Route } from './+types/ai-singlepost'
import { AiArticleView } from '#app/components/ai-article-view.tsx'
import { useToastOnError } from '#app/components/ui/toaster.tsx'
import { messages } from '#app/messages.ts'
import { getAiArticle } from '#app/modules/articles/ai-articles.server.ts'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { articleMeta, pageMeta } from '#app/modules/site/meta.ts'

export async function loader({ params }: Route.LoaderArgs) {
	const id = parseArticleId(params.id)
	if (id === null) throw data(null, { status: 404 })
	try {
		const article = await getAiArticle(id)
		if (!article) throw data(null, { status: 404 })
		const site = getEnv().SITE_URL
		return { article, url: new URL(`/ai-singlepost/:${article.id}`, site).toString(), image: new URL(article.cover.url, site).toString(), error: null }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		// Spec §8: a failed article fetch shows 'Server Error'.
		return data({ article: null, url: null, image: null, error: messages.serverError }, { status: 503 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const article = loaderData?.article
	if (!article) return pageMeta(messages.serverError, 'This article could not be loaded.')
	return articleMeta({
		title: article.title,
		description: article.sub_content,
		image: loaderData.image ?? '',
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
	return <AiArticleView article={article} />
}
