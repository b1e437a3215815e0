import { Link } from 'react-router'
import type { Route } from './+types/articleeditor'
import { listAiArticlesForEditor } from '#app/modules/articles/ai-articles.server.ts'
import { canWriteArticles, isAdmin } from '#app/modules/articles/article-editor.server.ts'
import { listArticlesForEditor, type ArticleStatus } from '#app/modules/articles/author-articles.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Articles', 'Write and manage articles.'), { name: 'robots', content: 'noindex' }]

const statusLabel: Record<ArticleStatus, string> = { draft: 'Draft', in_review: 'In review', published: 'Published' }
const statuses = ['draft', 'in_review', 'published'] as const

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	const admin = isAdmin(user)
	// Writing in the Authors Digest is part of a plan: without it, the page says which.
	if (!canWriteArticles(user)) {
		const planNames = plans.filter((plan) => plan.includes.includes('articles')).map((plan) => plan.name)
		return { admin, allowed: false as const, planNames, status: null, articles: [], aiArticles: null }
	}
	const url = new URL(request.url)
	const status = statuses.find((s) => s === url.searchParams.get('status'))
	const articles = await listArticlesForEditor(admin ? { status } : { authorEmail: user.email, status })
	const aiArticles = admin && url.searchParams.get('kind') === 'ai' ? await listAiArticlesForEditor() : null
	return { admin, allowed: true as const, planNames: [], status: status ?? null, articles, aiArticles }
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
	const { admin, allowed, planNames, status, articles, aiArticles } = loaderData
	if (!allowed) return <ChoosePlan planNames={planNames} />
	const tab = 'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-200 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:ring-brand-300'
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
				<div className="mt-6 overflow-x-auto">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">AI articles</caption>
						<thead className="text-slate-600"><tr><th scope="col" className="py-2">Title</th><th scope="col">Date</th><th scope="col">State</th><th scope="col"><span className="sr-only">Actions</span></th></tr></thead>
						<tbody>
							{aiArticles.map((a) => (
								<tr key={a.documentId} className="border-t border-slate-200">
									<td className="py-2 pr-4"><Link className="font-medium text-brand-800 underline" to={`/articleeditor/ai/${a.documentId}`}>{a.title}</Link></td>
									<td className="pr-4 whitespace-nowrap">{formatDay(a.created_at)}</td>
									<td className="pr-4">{a.published ? 'Published' : 'Draft'}</td>
									<td><Link className="text-brand-800 underline" to={`/articleeditor/ai/${a.documentId}`}>Edit</Link></td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : articles.length === 0 ? (
				<p className="mt-8 text-slate-700">{status ? 'No articles here.' : 'No articles yet. Your first one starts with “New article”.'}</p>
			) : (
				<div className="mt-6 overflow-x-auto">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">Articles</caption>
						<thead className="text-slate-600"><tr><th scope="col" className="py-2">Title</th>{admin ? <th scope="col">Author</th> : null}<th scope="col">Status</th><th scope="col">Updated</th></tr></thead>
						<tbody>
							{articles.map((a) => (
								<tr key={a.id} className="border-t border-slate-200">
									<td className="py-2 pr-4"><Link className="font-medium text-brand-800 underline" to={`/articleeditor/${a.id}`}>{a.title}</Link></td>
									{admin ? <td className="pr-4">{a.authorName}</td> : null}
									<td className="pr-4 whitespace-nowrap">{statusLabel[a.status]}{a.status === 'draft' && a.reviewNote ? ' (returned)' : ''}</td>
									<td className="whitespace-nowrap">{formatDay(a.updatedAt)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</div>
	)
}

/** For dietitians whose plan does not include articles (the plans are on /services). */
function ChoosePlan({ planNames }: { planNames: string[] }) {
	return (
		<section className="mx-auto max-w-2xl px-4 py-20 text-center">
			<h1 className="text-3xl font-bold text-ink">Write for the Authors Digest</h1>
			<p className="mt-4 text-slate-700">
				Publishing articles is part of the {planNames.join(' and ')} {planNames.length === 1 ? 'plan' : 'plans'}. Choose one to write articles, send them for review and see them in the Authors Digest under your name.
			</p>
			<Link to="/services" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">Choose a plan</Link>
		</section>
	)
}
