import type { Locale } from '#app/i18n/locale.ts'
import { sitePageMessages } from '#app/i18n/site-page-messages.ts'
import type { SitePage, SitePageKind } from '#app/modules/cms/site-pages.server.ts'
import { CmsBlocks } from './cms-blocks.tsx'
import { CmsUnavailable } from './cms-unavailable.tsx'

/**
 * An editorial page from the CMS (about, terms, privacy) in the page's language. A page shown in English because it
 * has no translation says so, and its English text carries `lang="en"` for screen readers and search engines.
 */
export function SitePageView({ page, kind, locale }: { page: SitePage | null; kind: SitePageKind; locale: Locale }) {
	const messages = sitePageMessages[locale]
	const fallbackTitle = messages.pages[kind].title
	if (!page) return <CmsUnavailable what={fallbackTitle} />
	const contentLang = page.lang === locale ? undefined : page.lang
	return (
		<article className="mx-auto max-w-3xl px-4 py-12">
			{page.fellBack && messages.notTranslated ? (
				<p role="note" className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
					{messages.notTranslated}
				</p>
			) : null}
			<h1 lang={contentLang} className="text-4xl font-bold tracking-tight text-ink">
				{page.title || fallbackTitle}
			</h1>
			{page.updatedOn ? <p className="mt-2 text-sm text-slate-500">{messages.lastUpdated(page.updatedOn)}</p> : null}
			<div lang={contentLang} className="mt-8">
				<CmsBlocks content={page.body} />
			</div>
		</article>
	)
}
