import { data } from 'react-router'
import type { Route } from './+types/ai-singlepost'
import { AiArticleView } from '#app/components/ai-article-view.tsx'
import { useToastOnError } from '#app/components/ui/toaster.tsx'
import { translator } from '#app/i18n/catalogue.server.ts'
import { getAiArticle } from '#app/modules/articles/ai-articles.server.ts'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { articleMeta } from '#app/modules/site/article-meta.ts'
import { englishArticleUrl } from '#app/modules/site/canonical.server.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'

export async function loader({ params, request }: Route.LoaderArgs) {
	const locale = localeFromUrl(request.url)
	const i18n = pageI18n(request, ['articles'])
	const id = parseArticleId(params.id)
	if (id === null) throw data(null, { status: 404 })
	try {
		const article = await getAiArticle(id)
		if (!article) throw data(null, { status: 404 })
		const site = getEnv().SITE_URL
		return { article, url: englishArticleUrl(`/ai-singlepost/:${article.id}`), image: new URL(article.cover.url, site).toString(), error: null, i18n }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		// Spec §8: a failed article fetch shows 'Server Error'.
		return data({ article: null, url: null, image: null, error: translator(locale)('articles.ai.serverError'), i18n }, { status: 503 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const article = loaderData?.article
	const t = translateFromMatches(matches)
	if (!article) return pageMeta(t('articles.ai.serverError'), t('articles.article.unavailableDescription'))
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
	const t = useT()
	useToastOnError(loaderData.error)
	if (!article) {
		return (
			<section className="mx-auto max-w-2xl px-4 py-24 text-center" role="alert">
				<h1 className="text-2xl font-bold">{t('articles.ai.serverError')}</h1>
				<p className="mt-3 text-slate-600">{t('articles.ai.notLoaded')}</p>
			</section>
		)
	}
	return <AiArticleView article={article} />
}
