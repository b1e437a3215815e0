import { data } from 'react-router'
import type { Route } from './+types/articles.preview'
import { AiArticleView } from '#app/components/ai-article-view.tsx'
import { AuthorArticleView } from '#app/components/author-article-view.tsx'
import { CmsUnavailable } from '#app/components/cms-unavailable.tsx'
import { loadPreview } from '#app/modules/articles/article-preview.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Preview', 'A draft article, before it is published.'), { name: 'robots', content: 'noindex, nofollow' }]

export async function loader({ request }: Route.LoaderArgs) {
	const preview = await loadPreview(new URL(request.url).searchParams.get('token'))
	return data(preview.body, { status: preview.status, headers: preview.headers })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

const expiryTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
	if (loaderData.state === 'unavailable') return <CmsUnavailable what="This preview" />
	if (loaderData.state === 'invalid') {
		return (
			<section className="mx-auto max-w-2xl px-4 py-24 text-center">
				<h1 className="text-2xl font-bold text-ink">This preview link has expired</h1>
				<p className="mt-3 text-slate-600">Preview links work for an hour. Open the preview again from the CMS to get a new one.</p>
			</section>
		)
	}
	return (
		<>
			<p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
				Preview of an unpublished version: not on the site. This link works until {expiryTime(loaderData.expiresAt)}.
			</p>
			{loaderData.kind === 'ai-article' ? <AiArticleView article={loaderData.aiArticle} /> : <AuthorArticleView article={loaderData.article} />}
		</>
	)
}
