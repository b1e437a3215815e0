import { useT } from '#app/i18n/i18n-context.tsx'
import type { SitePage } from '#app/modules/cms/site-pages.server.ts'
import { CmsBlocks } from './cms-blocks.tsx'
import { CmsUnavailable } from './cms-unavailable.tsx'

/**
 * An editorial page from the CMS (about, terms, privacy) in the page's language. A page shown in English because it
 * has no translation says so, and its English text carries `lang="en"` for screen readers and search engines.
 */
export function SitePageView({ page, fallbackTitle }: { page: SitePage | null; fallbackTitle: string }) {
	const t = useT()
	if (!page) return <CmsUnavailable what={fallbackTitle} />
	const contentLang = page.lang === t.locale ? undefined : page.lang
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			{page.fellBack ? (
				<p role="note" className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
					{t('site-pages.notTranslated')}
				</p>
			) : null}
			<h1 lang={contentLang} className="text-4xl font-bold tracking-tight text-ink">
				{page.title || fallbackTitle}
			</h1>
			{page.updatedOn ? <p className="mt-2 text-sm text-slate-500">{t('site-pages.lastUpdated', { day: page.updatedOn })}</p> : null}
			<div lang={contentLang} className="mt-8">
				<CmsBlocks content={page.body} />
			</div>
		</article>
	)
}
