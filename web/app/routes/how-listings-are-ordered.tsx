import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/how-listings-are-ordered'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { intlLocale, localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'
import { distanceBandMiles, listingGroups, openingsThisWeekDays } from '#app/modules/directory/listing-order.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'
import { translator } from '#app/i18n/catalogue.server.ts'
import { planName } from '#app/modules/billing/plan-texts.ts'

// The rule in words (issue 30 point 5). Every number on this page comes from listing-order.ts, the
// constants the search query itself orders by, so the page and the code cannot tell different stories.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('ordering.title'), t('ordering.description')), ...canonicalLink(loaderData?.canonical)]
}

export function loader({ request }: Route.LoaderArgs) {
	const locale = localeFromUrl(request.url)
	return {
		canonical: canonicalUrl(localizePath('/how-listings-are-ordered', locale)),
		// Which plans place a listing first: the plans' entitlements say, not their names; the names are the pricing page's, in the page's language.
		featuredPlans: plans.filter((plan) => hasEntitlement(plan.id, 'priorityPlacement')).map((plan) => planName(plan, translator(locale))),
		i18n: pageI18n(request, ['ordering']),
	}
}

const section = 'mt-10'
const heading = 'text-xl font-semibold text-ink'
const body = 'mt-3 text-slate-700'
const strong = (chunks: ReactNode[]) => <strong className="text-ink">{chunks}</strong>

export default function HowListingsAreOrdered({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	const { featuredPlans } = loaderData
	const planList = new Intl.ListFormat(intlLocale(t.locale), { type: 'disjunction' }).format(featuredPlans)
	const last = distanceBandMiles[distanceBandMiles.length - 1]
	const bands = [
		...distanceBandMiles.map((miles, i) => (i === 0 ? t('ordering.band.first', { miles }) : t('ordering.band.between', { from: distanceBandMiles[i - 1], to: miles }))),
		t('ordering.band.beyond', { miles: last }),
	]
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('ordering.title')}</h1>
			<p className="mt-4 text-lg text-slate-700">{t('ordering.intro')}</p>

			<section className={section} aria-labelledby="best-match">
				<h2 id="best-match" className={heading}>{t('ordering.best.heading')}</h2>
				<ol className="mt-4 list-decimal space-y-4 pl-6 text-slate-700">
					<li>{t.rich('ordering.best.featured', { strong, plans: planList, count: featuredPlans.length })}</li>
					<li>
						{t.rich('ordering.best.nearness', { strong })}
						<ul className="mt-2 list-disc space-y-1 pl-6">
							{bands.map((band) => (
								<li key={band}>{band}</li>
							))}
						</ul>
						<p className="mt-2">{t('ordering.best.nearer', { miles: distanceBandMiles[1] })}</p>
					</li>
					{listingGroups.length ? (
						<li>
							<strong className="text-ink">{t('ordering.best.groups')}</strong>
							<ol className="mt-2 list-[lower-alpha] space-y-1 pl-6">
								{listingGroups.map((group) => (
									<li key={group.name}>
										<strong className="text-ink">{t(group.name)}</strong>: {t(group.rule)}
									</li>
								))}
							</ol>
						</li>
					) : null}
					<li>{t.rich('ordering.best.rotation', { strong })}</li>
				</ol>
				<p className={body}>{t('ordering.best.stateOnly')}</p>
			</section>

			<section className={section} aria-labelledby="why-rotation">
				<h2 id="why-rotation" className={heading}>{t('ordering.fair.heading')}</h2>
				<p className={body}>{t('ordering.fair.text')}</p>
			</section>

			<section className={section} aria-labelledby="reviews">
				<h2 id="reviews" className={heading}>{t('ordering.reviews.heading')}</h2>
				<p className={body}>{t('ordering.reviews.text')}</p>
				<p className={body}>{t('ordering.reviews.rules')}</p>
			</section>

			<section className={section} aria-labelledby="other-sorts">
				<h2 id="other-sorts" className={heading}>{t('ordering.sorts.heading')}</h2>
				<dl className="mt-3 space-y-3 text-slate-700">
					<div>
						<dt className="font-semibold text-ink">{t('ordering.sorts.distance')}</dt>
						<dd>{t('ordering.sorts.distanceText')}</dd>
					</div>
					<div>
						<dt className="font-semibold text-ink">{t('ordering.sorts.name')}</dt>
						<dd>{t('ordering.sorts.nameText')}</dd>
					</div>
					<div>
						<dt className="font-semibold text-ink">{t('ordering.sorts.soonest')}</dt>
						<dd>{t('ordering.sorts.soonestText')}</dd>
					</div>
					<div>
						<dt className="font-semibold text-ink">{t('ordering.sorts.openings')}</dt>
						<dd>{t('ordering.sorts.openingsText', { days: openingsThisWeekDays })}</dd>
					</div>
				</dl>
			</section>

			<p className="mt-10">
				<Link to={localePath('/search')} className="font-semibold text-brand-800 underline hover:text-brand-900">{t('ordering.search')}</Link>
			</p>
		</div>
	)
}
