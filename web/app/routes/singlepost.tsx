import { data } from 'react-router'
import type { Route } from './+types/singlepost'
import { AuthorArticleView } from '#app/components/author-article-view.tsx'
import { CmsUnavailable } from '#app/components/cms-unavailable.tsx'
import { parseArticleId } from '#app/modules/articles/article-id.ts'
import { getPublishedArticle } from '#app/modules/articles/author-articles.server.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { listedProfileIdByEmail } from '#app/modules/profiles/listed-profiles.server.ts'
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
		const article = await getPublishedArticle(id)
		if (!article) throw data(null, { status: 404 })
		const site = getEnv().SITE_URL
		const authorProfileId = article.author?.email ? await listedProfileIdByEmail(article.author.email) : null
		return {
			article,
			url: englishArticleUrl(`/singlepost/${article.id}`),
			image: new URL(article.cover.url, site).toString(),
			authorProfile: authorProfileId ? `/viewdoctorprofile/${authorProfileId}` : null,
			i18n,
		}
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		return data({ article: null, url: null, image: null, authorProfile: null, i18n }, { status: 503 })
	}
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const article = loaderData?.article
	const t = translateFromMatches(matches)
	if (!article) return pageMeta(t('articles.article.unavailableTitle'), t('articles.article.unavailableDescription'))
	return articleMeta({
		title: article.title,
		description: article.summary,
		image: loaderData.image ?? '',
		url: loaderData.url ?? '',
		author: article.authorName,
		published: article.publishedDate,
		modified: article.updatedAt,
		keywords: article.tags,
	})
}

export default function SinglePost({ loaderData }: Route.ComponentProps) {
	const { article } = loaderData
	const t = useT()
	if (!article) return <CmsUnavailable what={t('articles.article.name')} />
	return <AuthorArticleView article={article} authorProfile={loaderData.authorProfile} />
}
