import type { SitePage } from '#app/modules/cms/site-pages.server.ts'
import { CmsBlocks } from './cms-blocks.tsx'
import { CmsUnavailable } from './cms-unavailable.tsx'

/** An editorial page from the CMS (about, terms, privacy). */
export function SitePageView({ page, fallbackTitle }: { page: SitePage | null; fallbackTitle: string }) {
	if (!page) return <CmsUnavailable what={fallbackTitle} />
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			<h1 className="text-4xl font-bold tracking-tight text-ink">{page.title || fallbackTitle}</h1>
			{page.updatedOn ? (
				<p className="mt-2 text-sm text-slate-500">Last updated {page.updatedOn}</p>
			) : null}
			<div className="mt-8">
				<CmsBlocks content={page.body} />
			</div>
		</article>
	)
}
