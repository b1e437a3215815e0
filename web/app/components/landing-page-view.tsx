import { Link } from 'react-router'
import type { LandingPage } from '#app/modules/directory/landing-pages.server.ts'
import { dietitianCount } from '#app/modules/directory/dietitian-count.ts'
import { pageSize } from '#app/modules/directory/search-params.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { DietitianCardItem } from './dietitian-card.tsx'
import { PageLinks } from './page-links.tsx'

type Loaded = { page: LandingPage; canonical: string; crumbUrls: string[] }

/** Title, description, canonical link and the JSON-LD BreadcrumbList of a landing page. */
export function landingMeta(loaded: Loaded | undefined) {
	if (!loaded) return pageMeta('Not found', 'This page does not exist.')
	const { page, canonical, crumbUrls } = loaded
	return [
		...pageMeta(page.page > 1 ? `${page.title} – page ${page.page}` : page.title, page.description),
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
	const first = (page.page - 1) * pageSize + 1
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<nav aria-label="Breadcrumb" className="text-sm text-slate-600">
				<ol className="flex flex-wrap gap-1">
					{page.breadcrumbs.map((crumb, i) => (
						<li key={crumb.path} className="flex gap-1">
							{i > 0 ? <span aria-hidden="true">›</span> : null}
							{i === page.breadcrumbs.length - 1 ? (
								<span aria-current="page">{crumb.name}</span>
							) : (
								<Link to={crumb.path} className="hover:text-brand-800 hover:underline">{crumb.name}</Link>
							)}
						</li>
					))}
				</ol>
			</nav>
			<h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{page.heading}</h1>
			<p className="mt-3 max-w-3xl text-slate-700">{page.intro}</p>
			<p className="mt-6 text-sm text-slate-700">
				{first}–{first + page.results.length - 1} of {dietitianCount(page.total)}
			</p>
			<ul className="mt-4 space-y-4">
				{page.results.map((card) => (
					<DietitianCardItem key={card.id} card={card} placeState={page.placeState} now={page.now} />
				))}
			</ul>
			<PageLinks page={page.page} pages={Math.ceil(page.total / pageSize)} hrefFor={(n) => (n > 1 ? `${page.path}?page=${n}` : page.path)} />
			{page.groups.map((group) =>
				group.links.length ? (
					<section key={group.heading} className="mt-10">
						<h2 className="text-lg font-semibold text-ink">{group.heading}</h2>
						<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
							{group.links.map((link) => (
								<li key={link.path}>
									<Link to={link.path} className="text-brand-800 hover:underline">{link.name}</Link> <span className="text-slate-600">({link.count})</span>
								</li>
							))}
						</ul>
					</section>
				) : null,
			)}
		</div>
	)
}
