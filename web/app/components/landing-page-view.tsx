import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { LandingPage } from '#app/modules/directory/landing-pages.server.ts'
import { pageSize } from '#app/modules/directory/search-params.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { DietitianCardItem } from './dietitian-card.tsx'
import { PageLinks } from './page-links.tsx'

/** The catalogue's namespaces a landing page uses (its own words come from the server in the page's language). */
export const landingNamespaces = ['directory', 'cards']

type Loaded = { page: LandingPage; canonical: string; crumbUrls: string[] }

/** Title, description, canonical link and the JSON-LD BreadcrumbList of a landing page. */
export function landingMeta(loaded: Loaded | undefined, t: Translate) {
	// No such page: the loader sent no messages, the root's common ones name it.
	if (!loaded) return pageMeta(t('common.notFound.title'), t('common.notFound.text'))
	const { page, canonical, crumbUrls } = loaded
	return [
		...pageMeta(page.page > 1 ? t('directory.pageNumber', { title: page.title, page: page.page }) : page.title, page.description),
		{ tagName: 'link', rel: 'canonical', href: canonical },
		{
			'script:ld+json': {
				'@context': 'https://schema.org',
				'@type': 'BreadcrumbList',
				itemListElement: page.breadcrumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumbUrls[i] })),
			},
		},
	]
}

/** A state, city or telehealth landing page: breadcrumbs, intro, the dietitians, links to nearby pages. */
export function LandingPageView({ page }: { page: LandingPage }) {
	const t = useT()
	const localePath = useLocalePath()
	const first = (page.page - 1) * pageSize + 1
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<nav aria-label={t('directory.breadcrumb')} className="text-sm text-slate-600">
				<ol className="flex flex-wrap gap-1">
					{page.breadcrumbs.map((crumb, i) => (
						<li key={crumb.path} className="flex gap-1">
							{i > 0 ? <span aria-hidden="true">›</span> : null}
							{i === page.breadcrumbs.length - 1 ? (
								<span aria-current="page">{crumb.name}</span>
							) : (
								<Link to={localePath(crumb.path)} className="hover:text-brand-800 hover:underline">{crumb.name}</Link>
							)}
						</li>
					))}
				</ol>
			</nav>
			<h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{page.heading}</h1>
			<p className="mt-3 max-w-3xl text-slate-700">{page.intro}</p>
			<p className="mt-6 text-sm text-slate-700">{t('directory.range', { first, last: first + page.results.length - 1, total: page.total })}</p>
			<ul className="mt-4 space-y-4">
				{page.results.map((card) => (
					<DietitianCardItem key={card.id} card={card} placeState={page.placeState} now={page.now} />
				))}
			</ul>
			<PageLinks page={page.page} pages={Math.ceil(page.total / pageSize)} hrefFor={(n) => localePath(n > 1 ? `${page.path}?page=${n}` : page.path)} />
			{page.groups.map((group) =>
				group.links.length ? (
					<section key={group.heading} className="mt-10">
						<h2 className="text-lg font-semibold text-ink">{group.heading}</h2>
						<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
							{group.links.map((link) => (
								<li key={link.path}>
									<Link to={localePath(link.path)} className="text-brand-800 hover:underline">{link.name}</Link> <span className="text-slate-600">({link.count})</span>
								</li>
							))}
						</ul>
					</section>
				) : null,
			)}
		</div>
	)
}
