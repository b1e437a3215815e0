import { Link } from 'react-router'
import type { Route } from './+types/articleeditor'
import { listAiArticlesForEditor } from '#app/modules/articles/ai-articles.server.ts'
import { isAdmin } from '#app/modules/articles/article-editor.server.ts'
import { listArticlesForEditor, type ArticleStatus } from '#app/modules/articles/author-articles.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { formatArticleDate } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Articles', 'Write and manage articles.'), { name: 'robots', content: 'noindex' }]

const statusLabel: Record<ArticleStatus, string> = { draft: 'Draft', in_review: 'In review', published: 'Published' }
const statuses = ['draft', 'in_review', 'published'] as const

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	const url = new URL(request.url)
	const status = statuses.find((s) => s === url.searchParams.get('status'))
	const admin = isAdmin(user)
	const articles = await listArticlesForEditor(admin ? { status } : { authorUserId: user.id, status })
	const aiArticles = admin && url.searchParams.get('kind') === 'ai' ? await listAiArticlesForEditor() : null
	return { admin, status: status ?? null, articles, aiArticles }
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
	const { admin, status, articles, aiArticles } = loaderData
	const tab = 'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-200 hover:bg-brand-50'
	return (
		<div className="mx-auto max-w-5xl px-4 py-12">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<h1 className="text-3xl font-bold text-ink">{admin ? 'Manage articles' : 'Your articles'}</h1>
				<Link to="/articleeditor/new" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">New article</Link>
			</div>
			<nav aria-label="Filter articles" className="mt-6 flex flex-wrap gap-2">
				<Link to="/articleeditor" aria-current={!status && !aiArticles ? 'page' : undefined} className={tab}>All</Link>
				{statuses.map((s) => (
					<Link key={s} to={`/articleeditor?status=${s}`} aria-current={status === s ? 'page' : undefined} className={tab}>{statusLabel[s]}</Link>
				))}
				{admin ? <Link to="/articleeditor?kind=ai" aria-current={aiArticles ? 'page' : undefined} className={tab}>AI articles</Link> : null}
			</nav>
			{aiArticles ? (
				<table className="mt-6 w-full text-left text-sm">
					<caption className="sr-only">AI articles</caption>
					<thead className="text-slate-600"><tr><th scope="col" className="py-2">Title</th><th scope="col">Date</th><th scope="col">State</th><th scope="col"><span className="sr-only">Actions</span></th></tr></thead>
					<tbody>
						{aiArticles.map((a) => (
							<tr key={a.documentId} className="border-t border-slate-200">
								<td className="py-2 pr-4"><Link className="font-medium text-brand-800 underline" to={`/articleeditor/ai/${a.documentId}`}>{a.title}</Link></td>
								<td className="pr-4">{formatArticleDate(a.created_at)}</td>
								<td className="pr-4">{a.published ? 'Published' : 'Draft'}</td>
								<td><Link className="text-brand-800 underline" to={`/articleeditor/ai/${a.documentId}`}>Edit</Link></td>
							</tr>
						))}
					</tbody>
				</table>
			) : articles.length === 0 ? (
				<p className="mt-8 text-slate-700">No articles here yet.</p>
			) : (
				<table className="mt-6 w-full text-left text-sm">
					<caption className="sr-only">Articles</caption>
					<thead className="text-slate-600"><tr><th scope="col" className="py-2">Title</th>{admin ? <th scope="col">Author</th> : null}<th scope="col">Status</th><th scope="col">Updated</th></tr></thead>
					<tbody>
						{articles.map((a) => (
							<tr key={a.id} className="border-t border-slate-200">
								<td className="py-2 pr-4"><Link className="font-medium text-brand-800 underline" to={`/articleeditor/${a.id}`}>{a.title}</Link></td>
								{admin ? <td className="pr-4">{a.authorName}</td> : null}
								<td className="pr-4">{statusLabel[a.status]}</td>
								<td>{formatArticleDate(a.updatedAt)}</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</div>
	)
}
