import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/blogpage'
import { AuthorArticleCard } from '#app/components/author-article-card.tsx'
import { CmsUnavailable } from '#app/components/cms-unavailable.tsx'
import { Pager } from '#app/components/pager.tsx'
import { listPublishedArticles } from '#app/modules/articles/author-articles.server.ts'
import { listHref, outOfRangeHref, readListQuery } from '#app/modules/articles/list-query.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [
		...pageMeta(t('articles.digest.title'), t('articles.digest.description')),
		...canonicalLink(loaderData?.canonical),
		{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: t('articles.digest.title'), href: '/articles.rss' },
	]
}

export async function loader({ request }: Route.LoaderArgs) {
	const query = readListQuery(new URL(request.url))
	const locale = localeFromUrl(request.url)
	const canonical = canonicalUrl(localizePath('/blogpage', locale), query.page)
	const i18n = pageI18n(request, ['articles'])
	try {
		const result = await listPublishedArticles(query.page, query.size)
		const lastPage = outOfRangeHref('/blogpage', query, result.total)
		if (lastPage) throw redirect(localizePath(lastPage, locale))
		return { query, ...result, canonical, unavailable: false, i18n }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		return data({ query, articles: [], total: 0, canonical, unavailable: true, i18n }, { status: 503 })
	}
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
	const { query, articles, total, unavailable } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	// Articles are English: on a Spanish page each says so and its words are marked as English.
	const english = t.locale !== 'en' ? 'en' : undefined
	if (unavailable) return <CmsUnavailable what={t('articles.digest.name')} />
	return (
		<div className="mx-auto max-w-6xl px-4 py-12">
			<h1 className="text-4xl font-bold tracking-tight text-ink">{t('articles.digest.title')}</h1>
			<p className="mt-2 text-slate-600">{t('articles.digest.lead')}</p>
			{english ? <p className="mt-2 text-sm text-amber-900">{t('articles.inEnglishBanner')}</p> : null}
			{articles.length === 0 ? <p className="mt-10 text-slate-700">{t('articles.digest.empty')}</p> : null}
			<ul className="mt-10 grid gap-8 md:grid-cols-2">
				{articles.map((article) => (
					<AuthorArticleCard key={article.id} article={article} />
				))}
			</ul>
			<Pager total={total} page={query.page} pageSize={query.size} hrefFor={(page, size) => localePath(listHref('/blogpage', { ...query, page, size }))} hiddenFields={{}} />
		</div>
	)
}
