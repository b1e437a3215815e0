import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/ai-blogpage'
import { Pager } from '#app/components/pager.tsx'
import { FullScreenIndicator } from '#app/components/ui/full-screen-indicator.tsx'
import { messages } from '#app/messages.ts'
import { searchAiArticles } from '#app/modules/articles/ai-articles.server.ts'
import { listHref, readListQuery } from '#app/modules/articles/list-query.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { formatArticleDate } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { useToastOnError } from '#app/components/ui/toaster.tsx'

export const meta: Route.MetaFunction = () => pageMeta('Articles', 'Plain-English nutrition articles: diets, conditions, everyday eating.')

export async function loader({ request }: Route.LoaderArgs) {
	const query = readListQuery(new URL(request.url))
	try {
		const result = await searchAiArticles({ page: query.page, pageSize: query.size, keyword: query.q })
		return { query, ...result, error: null }
	} catch (error) {
		if (!(error instanceof CmsUnavailableError)) throw error
		const description = 'Articles are unavailable right now. Please try again later.'
		return data({ query, data: [], totalCount: 0, error: description }, { status: 503 })
	}
}

export default function AiBlogPage({ loaderData }: Route.ComponentProps) {
	const { query, data: articles, totalCount, error } = loaderData
	const navigation = useNavigation()
	// Spec §8: a failed search shows the error in a toast.
	useToastOnError(error)
	const searching = navigation.state === 'loading' && navigation.location?.pathname === '/ai-blogpage'
	return (
		<>
			{searching ? <FullScreenIndicator label={messages.searching} /> : null}
			<section className="bg-gradient-to-r from-brand-800 to-brand-600 py-14 text-white">
				<div className="mx-auto max-w-6xl px-4">
					<h1 className="text-4xl font-bold tracking-tight">{messages.blogBanner}</h1>
					<p className="mt-2 text-brand-100">Nutrition explained in plain words.</p>
				</div>
			</section>
			<div className="mx-auto max-w-6xl px-4 py-10">
				{/* A GET form: the term applies only when Search is pressed (or Enter), and lands in the URL. */}
				<Form method="get" role="search" aria-label="Search articles" className="flex max-w-xl gap-2">
					<label htmlFor="article-keyword" className="sr-only">Key word</label>
					<input
						id="article-keyword"
						name="q"
						defaultValue={query.q}
						key={query.q}
						placeholder={messages.keywordPlaceholder}
						className="flex-1 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
					/>
					{query.size !== 10 ? <input type="hidden" name="size" value={query.size} /> : null}
					<button type="submit" className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
						Search
					</button>
				</Form>
				{error ? (
					<p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800">{error}</p>
				) : articles.length === 0 ? (
					<p className="mt-8 text-slate-700">No articles match “{query.q}”.</p>
				) : (
					<ul className="mt-8 grid gap-6 md:grid-cols-2">
						{articles.map((article) => (
							<li key={article.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
								<img src={article.img_url} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />
								<div className="flex flex-1 flex-col p-6">
									<h2 className="text-xl font-semibold text-ink">{article.title}</h2>
									<div className="mt-3 flex items-center gap-3 text-sm text-slate-600">
										<img src={article.avatar} alt="" width={32} height={32} className="size-8 rounded-full" />
										<span>{article.author}</span>
										<span aria-hidden="true">·</span>
										<time dateTime={article.created_at}>{formatArticleDate(article.created_at)}</time>
									</div>
									<p className="mt-3 flex-1 text-slate-700">{article.sub_content}</p>
									<Link
										to={`/ai-singlepost/:${article.id}`}
										aria-label={`${messages.readFullArticle} ${article.title}`}
										className="mt-5 self-start rounded-lg bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100"
									>
										{messages.readFullArticle}
									</Link>
								</div>
							</li>
						))}
					</ul>
				)}
				<Pager
					total={totalCount}
					page={query.page}
					pageSize={query.size}
					hrefFor={(page, size) => listHref('/ai-blogpage', { ...query, page, size })}
					hiddenFields={query.q ? { q: query.q } : {}}
				/>
			</div>
		</>
	)
}
