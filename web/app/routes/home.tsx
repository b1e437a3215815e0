import { SpanishSuggestion } from '#app/components/layout/spanish-suggestion.tsx'
import { Form, Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import { SignInDialog } from '#app/components/layout/sign-in-dialog.tsx'
import type { Route } from './+types/home'
import { translator } from '#app/i18n/catalogue.server.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { AiArticleCard } from '#app/components/ai-article-card.tsx'
import { AuthorArticleCard, type AuthorArticleCardData } from '#app/components/author-article-card.tsx'
import { latestAiArticles, type AiArticleView } from '#app/modules/articles/ai-articles.server.ts'
import { listPublishedArticles } from '#app/modules/articles/author-articles.server.ts'
import { latestOfBoth } from '#app/modules/articles/home-articles.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'
import { statesIn } from '#app/modules/directory/us-states.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'
import { featuredDietitians } from '#app/modules/directory/featured.server.ts'
import { specialtyText } from '#app/modules/directory/specialty-messages.ts'
import { cardsWithTitles } from '#app/modules/profiles/professional-titles.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('home.title'), t('home.description')), ...canonicalLink(loaderData?.canonical)]
}

type HomeArticle = { kind: 'ai'; date: string; article: AiArticleView } | { kind: 'author'; date: string; article: AuthorArticleCardData }

/** The newest articles of both kinds, the dietitians' and the AI-assisted ones (issue 42 point 11), only what a card shows. */
async function articlesOrNone(): Promise<HomeArticle[]> {
	try {
		const [ai, written] = await Promise.all([latestAiArticles(3), listPublishedArticles(1, 3)])
		const aiItems = ai.map((article) => ({ kind: 'ai' as const, date: article.created_at, article }))
		const authorItems = written.articles.map(({ id, title, summary, tags, cover, authorName, author, publishedDate }) => ({
			kind: 'author' as const,
			date: publishedDate ?? '',
			article: { id, title, summary, tags, cover, authorName, author: author ? { avatar: author.avatar } : null, publishedDate },
		}))
		return latestOfBoth(authorItems, aiItems, 3)
	} catch (error) {
		// The landing page must render even when the CMS is down; the articles strip is optional.
		if (error instanceof CmsUnavailableError) return []
		throw error
	}
}

// The plan table, the state list and the specialty labels stay on the server: the page gets what it shows.
export async function loader({ request }: Route.LoaderArgs) {
	const locale = localeFromUrl(request.url)
	const t = translator(locale)
	const [articles, featured] = await Promise.all([articlesOrNone(), featuredDietitians(3)])
	return {
		articles,
		canonical: canonicalUrl(localizePath('/home', locale)),
		featured: cardsWithTitles(t, featured).map(({ specialties, ...dietitian }) => ({ ...dietitian, focus: specialties.slice(0, 2).map((key) => specialtyText(t, key)).join(' · ') })),
		states: statesIn(locale).map(([code, name]): { code: string; name: string } => ({ code, name })),
		plans: { lowestPrice: formatPrice(Math.min(...plans.map((plan) => plan.monthlyCents))), names: plans.map((plan) => planName(plan, t)).join(', ') },
		i18n: pageI18n(request, ['home', 'match.homeLink']),
	}
}

const visitorBenefits = [
	['home.visitors.search.title', 'home.visitors.search.text'],
	['home.visitors.who.title', 'home.visitors.who.text'],
	['home.visitors.read.title', 'home.visitors.read.text'],
] as const

const dietitianBenefits = [
	['home.dietitians.profile.title', 'home.dietitians.profile.text'],
	['home.dietitians.found.title', 'home.dietitians.found.text'],
	['home.dietitians.share.title', 'home.dietitians.share.text'],
] as const

export default function Home({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	// The guards send a signed-out visitor here (spec §6), so the sign-in dialog lives on this page
	// alone and no other page ships its code.
	const signInPrompt = useRouteLoaderData<typeof rootLoader>('root')?.signInPrompt
	return (
		<>
			{signInPrompt ? <SignInDialog returnTo={signInPrompt.returnTo} message={signInPrompt.message} /> : null}
			<SpanishSuggestion />
			<section className="bg-gradient-to-b from-brand-50 to-white">
				<div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 lg:grid-cols-2">
					<div>
						<h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('home.heading')}</h1>
						<p className="mt-5 text-lg text-slate-700">{t('home.lead')}</p>
						<Form method="get" action={localePath('/search')} role="search" aria-label={t('home.form.label')} className="mt-8 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
							<div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto]">
								<label className="sr-only" htmlFor="hero-where">{t('home.form.where')}</label>
								<input
									id="hero-where"
									name="where"
									placeholder={t('home.form.wherePlaceholder')}
									autoComplete="off"
									className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
								/>
								<label className="sr-only" htmlFor="hero-state">{t('home.form.state')}</label>
								<select id="hero-state" name="state" defaultValue="" className="w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2">
									<option value="">{t('home.form.anyState')}</option>
									{loaderData.states.map((state) => (
										<option key={state.code} value={state.code}>{state.name}</option>
									))}
								</select>
								<button type="submit" className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
									{t('home.form.submit')}
								</button>
							</div>
						</Form>
						<p className="mt-4 text-slate-700">
							{t('home.medicare.question')}{' '}
							<Link to={localePath('/medicare')} className="font-semibold text-brand-800 underline">
								{t('home.medicare.link')}
							</Link>
						</p>
						<p className="mt-2">
							<Link to={localePath('/match')} className="font-semibold text-brand-800 underline">
								{t('match.homeLink')}
							</Link>
						</p>
					</div>
					<div aria-hidden="true" className="hidden lg:block">
						<img src="/images/hero.svg" alt="" className="w-full" width={560} height={420} />
					</div>
				</div>
			</section>

			{loaderData.featured.length ? (
				<section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="featured-dietitians">
					<h2 id="featured-dietitians" className="text-2xl font-bold text-ink">{t('home.featured')}</h2>
					<ul className="mt-6 grid gap-4 md:grid-cols-3">
						{loaderData.featured.map((dietitian) => (
							<li key={dietitian.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
								<Link to={localePath(`/viewdoctorprofile/${dietitian.id}`)} className="text-lg font-semibold text-ink hover:underline">
									{dietitian.name}
									{dietitian.credentials.length ? `, ${dietitian.credentials.join(', ')}` : ''}
								</Link>
								<p className="text-sm text-slate-700">{dietitian.role}</p>
								<p className="text-sm text-slate-600">
									{dietitian.city}, {dietitian.state}
								</p>
								<p className="mt-2 text-sm text-slate-700">{dietitian.focus}</p>
							</li>
						))}
					</ul>
				</section>
			) : null}

			<section className="mx-auto grid max-w-6xl gap-12 px-4 py-16 md:grid-cols-2">
				<div>
					<h2 className="text-2xl font-bold text-ink">{t('home.visitors.heading')}</h2>
					<ul className="mt-6 space-y-5">
						{visitorBenefits.map(([title, text]) => (
							<li key={title}>
								<h3 className="font-semibold text-brand-800">{t(title)}</h3>
								<p className="text-slate-600">{t(text)}</p>
							</li>
						))}
					</ul>
				</div>
				<div>
					<h2 className="text-2xl font-bold text-ink">{t('home.dietitians.heading')}</h2>
					<ul className="mt-6 space-y-5">
						{dietitianBenefits.map(([title, text]) => (
							<li key={title}>
								<h3 className="font-semibold text-brand-800">{t(title)}</h3>
								<p className="text-slate-600">{t(text)}</p>
							</li>
						))}
					</ul>
					<Link to={localePath('/user/signup')} className="mt-6 inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
						{t('home.dietitians.listPractice')}
					</Link>
				</div>
			</section>

			{loaderData.articles.length > 0 ? (
				<section className="bg-slate-50 py-16" aria-labelledby="latest-articles">
					<div className="mx-auto max-w-6xl px-4">
						<div className="flex items-end justify-between gap-4">
							<h2 id="latest-articles" className="text-2xl font-bold text-ink">{t('home.articles.heading')}</h2>
							<p className="flex flex-wrap gap-x-4">
								<Link to={localePath('/blogpage')} className="font-medium text-brand-800 underline">{t('home.articles.digest')}</Link>
								<Link to={localePath('/ai-blogpage')} className="font-medium text-brand-800 underline">{t('home.articles.all')}</Link>
							</p>
						</div>
						{/* The articles are English-only (issue 32): a Spanish page says so, and marks them as English for screen readers. */}
						{t.locale === 'es' ? <p className="mt-2 text-sm text-slate-600">{t('common.inEnglish')}</p> : null}
						<ul className="mt-8 grid gap-6 md:grid-cols-3" lang={t.locale === 'es' ? 'en' : undefined}>
							{loaderData.articles.map((item) =>
								item.kind === 'ai' ? <AiArticleCard key={`ai-${item.article.id}`} article={item.article} headingLevel={3} /> : <AuthorArticleCard key={`author-${item.article.id}`} article={item.article} headingLevel={3} />,
							)}
						</ul>
					</div>
				</section>
			) : null}

			<section className="mx-auto max-w-6xl px-4 py-16 text-center">
				<h2 className="text-2xl font-bold text-ink">{t('home.plans.heading', { price: loaderData.plans.lowestPrice })}</h2>
				<p className="mx-auto mt-3 max-w-xl text-slate-600">{t('home.plans.text', { plans: loaderData.plans.names })}</p>
				<div className="mt-6 flex justify-center gap-3">
					<Link to={localePath('/services')} className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">{t('home.plans.pricing')}</Link>
					<Link to={localePath('/search')} className="rounded-lg px-5 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">{t('home.plans.find')}</Link>
				</div>
			</section>
		</>
	)
}
