import { Link } from 'react-router'
import type { Route } from './+types/articleeditor'
import { listAiArticlesForEditor } from '#app/modules/articles/ai-articles.server.ts'
import { canWriteArticles, isAdmin } from '#app/modules/articles/article-editor.server.ts'
import { listArticlesForEditor, type ArticleStatus } from '#app/modules/articles/author-articles.server.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('editor.list.metaTitle'), t('editor.list.metaDescription')), { name: 'robots', content: 'noindex' }]
}

const statusLabel = (t: Translate, status: ArticleStatus) => (status === 'draft' ? t('editor.status.draft') : status === 'in_review' ? t('editor.status.inReview') : t('editor.status.published'))
const statuses = ['draft', 'in_review', 'published'] as const

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	const admin = isAdmin(user)
	const t = requestTranslator(request)
	const i18n = pageI18n(request, ['editor', 'dashboard.listing.choosePlan'])
	// Writing in the Authors Digest is part of a plan: without it, the page says which.
	if (!canWriteArticles(user)) {
		const planNames = plans.filter((plan) => plan.includes.includes('articles')).map((plan) => planName(plan, t))
		return { admin, allowed: false as const, planNames, status: null, articles: [], aiArticles: null, i18n }
	}
	const url = new URL(request.url)
	const status = statuses.find((s) => s === url.searchParams.get('status'))
	const articles = await listArticlesForEditor(admin ? { status } : { authorEmail: user.email, status })
	const aiArticles = admin && url.searchParams.get('kind') === 'ai' ? await listAiArticlesForEditor() : null
	return { admin, allowed: true as const, planNames: [], status: status ?? null, articles, aiArticles, i18n }
}

export default function ArticleEditor({ loaderData }: Route.ComponentProps) {
	const { admin, allowed, planNames, status, articles, aiArticles } = loaderData
	const t = useT()
	const localePath = useLocalePath()
	if (!allowed) return <ChoosePlan planNames={planNames} />
	const tab = 'rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-slate-200 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:ring-brand-300'
	return (
		<div className="mx-auto max-w-5xl px-4 py-12">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<h1 className="text-3xl font-bold text-ink">{admin ? t('editor.list.manage') : t('editor.list.yours')}</h1>
				<Link to={localePath('/articleeditor/new')} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">{t('editor.new.title')}</Link>
			</div>
			<nav aria-label={t('editor.list.filter')} className="mt-6 flex flex-wrap gap-2">
				<Link to={localePath('/articleeditor')} aria-current={!status && !aiArticles ? 'page' : undefined} className={tab}>{t('editor.list.all')}</Link>
				{statuses.map((s) => (
					<Link key={s} to={localePath(`/articleeditor?status=${s}`)} aria-current={status === s ? 'page' : undefined} className={tab}>{statusLabel(t, s)}</Link>
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
									<td className="pr-4 whitespace-nowrap">{formatDayIn(a.created_at, 'en')}</td>
									<td className="pr-4">{a.published ? 'Published' : 'Draft'}</td>
									<td><Link className="text-brand-800 underline" to={`/articleeditor/ai/${a.documentId}`}>Edit</Link></td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : articles.length === 0 ? (
				<p className="mt-8 text-slate-700">{status ? t('editor.list.noneHere') : t('editor.list.none')}</p>
			) : (
				<div className="mt-6 overflow-x-auto">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">{t('editor.list.caption')}</caption>
						<thead className="text-slate-600"><tr><th scope="col" className="py-2">{t('editor.form.title')}</th>{admin ? <th scope="col">{t('editor.list.author')}</th> : null}<th scope="col">{t('editor.list.status')}</th><th scope="col">{t('editor.list.updated')}</th></tr></thead>
						<tbody>
							{articles.map((a) => (
								<tr key={a.id} className="border-t border-slate-200">
									<td className="py-2 pr-4"><Link className="font-medium text-brand-800 underline" to={localePath(`/articleeditor/${a.id}`)}>{a.title}</Link></td>
									{admin ? <td className="pr-4">{a.authorName}</td> : null}
									<td className="pr-4 whitespace-nowrap">{statusLabel(t, a.status)}{a.status === 'draft' && a.reviewNote ? t('editor.list.returned') : ''}</td>
									<td className="whitespace-nowrap">{formatDayIn(a.updatedAt, t.locale)}</td>
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
	const t = useT()
	const localePath = useLocalePath()
	return (
		<section className="mx-auto max-w-2xl px-4 py-20 text-center">
			<h1 className="text-3xl font-bold text-ink">{t('editor.choosePlan.title')}</h1>
			<p className="mt-4 text-slate-700">{t('editor.choosePlan.text', { plans: planNames.join(t('editor.choosePlan.and')), count: planNames.length })}</p>
			<Link to={localePath('/services')} className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">{t('dashboard.listing.choosePlan')}</Link>
		</section>
	)
}
