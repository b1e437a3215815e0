import { useState } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/ai-blogpage'
import { AiArticleCard } from '#app/components/ai-article-card.tsx'
import { Pager } from '#app/components/pager.tsx'
import { FullScreenIndicator } from '#app/components/ui/full-screen-indicator.tsx'
import { useToastOnError } from '#app/components/ui/toaster.tsx'
import { translator } from '#app/i18n/catalogue.server.ts'
import { searchAiArticles } from '#app/modules/articles/ai-articles.server.ts'
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
	return [...pageMeta(t('articles.ai.metaTitle'), t('articles.ai.description')), ...canonicalLink(loaderData?.canonical)]
}

export async function loader({ request }: Route.LoaderArgs) {
	const query = readListQuery(new URL(request.url))
	// A keyword search is a view of the list: its canonical page is the list's.
	const locale = localeFromUrl(request.url)
	const canonical = canonicalUrl(localizePath('/ai-blogpage', locale), query.q ? 1 : query.page)
	const i18n = pageI18n(request, ['articles'])
	try {
		const result = await searchAiArticles({ page: query.page, pageSize: query.size, keyword: query.q })
		const lastPage = outOfRangeHref('/ai-blogpage', query, result.totalCount)
		if (lastPage) throw redirect(localizePath(lastPage, locale))
		return { query, listQuery: query, ...result, canonical, error: null, i18n }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		// Spec §8: a failed search shows the error in a toast and keeps the list: the unfiltered
		// first page, which the CMS client usually still holds, with the pager for that list.
		const kept = query.q || query.page > 1 ? await searchAiArticles({ page: 1, pageSize: query.size, keyword: '' }).catch(() => null) : null
		const listQuery = { ...query, q: '', page: 1 }
		return data({ query, listQuery, data: kept?.data ?? [], totalCount: kept?.totalCount ?? 0, canonical, error: translator(locale)('articles.ai.unavailable'), i18n }, { status: 503 })
	}
}

export default function AiBlogPage({ loaderData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const t = useT()
	const localePath = useLocalePath()
	// Spec §8: a failed search shows the error in a toast...
	useToastOnError(loaderData.error)
	// ...and, in the browser, the list on screen stays as it was.
	const [shown, setShown] = useState(loaderData)
	if (shown !== loaderData && (!loaderData.error || shown.error)) setShown(loaderData)
	const { query } = loaderData
	const { listQuery, data: articles, totalCount } = shown
	const searching = navigation.state === 'loading' && navigation.location?.pathname === localePath('/ai-blogpage')
	return (
		<>
			{searching ? <FullScreenIndicator label={t('articles.ai.searching')} /> : null}
			<section className="bg-gradient-to-r from-brand-800 to-brand-600 py-14 text-white">
				<div className="mx-auto max-w-6xl px-4">
					<h1 className="text-4xl font-bold tracking-tight">{t('articles.ai.banner')}</h1>
					<p className="mt-2 text-brand-100">{t('articles.ai.lead')}</p>
					{t.locale !== 'en' ? <p className="mt-2 text-sm text-brand-100">{t('articles.inEnglishBanner')}</p> : null}
				</div>
			</section>
			<div className="mx-auto max-w-6xl px-4 py-10">
				{/* A GET form: the term applies only when Search is pressed (or Enter), and lands in the URL. */}
				<Form method="get" role="search" aria-label={t('articles.ai.searchLabel')} className="flex max-w-xl gap-2">
					<label htmlFor="article-keyword" className="sr-only">{t('articles.ai.keyword')}</label>
					<input
						id="article-keyword"
						name="q"
						defaultValue={query.q}
						key={query.q}
						placeholder={t('articles.ai.placeholder')}
						className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
					/>
					{query.size !== 10 ? <input type="hidden" name="size" value={query.size} /> : null}
					<button type="submit" className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
						{t('articles.ai.search')}
					</button>
				</Form>
				{articles.length === 0 ? (
					loaderData.error ? (
						<p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">{loaderData.error}</p>
					) : (
						<p className="mt-8 text-slate-700">{listQuery.q ? t('articles.ai.noMatch', { q: listQuery.q }) : t('articles.ai.empty')}</p>
					)
				) : (
					<ul className="mt-8 grid gap-6 md:grid-cols-2">
						{articles.map((article) => (
							<AiArticleCard key={article.id} article={article} />
						))}
					</ul>
				)}
				<Pager
					total={totalCount}
					page={listQuery.page}
					pageSize={listQuery.size}
					hrefFor={(page, size) => localePath(listHref('/ai-blogpage', { ...listQuery, page, size }))}
					hiddenFields={listQuery.q ? { q: listQuery.q } : {}}
				/>
			</div>
		</>
	)
}
