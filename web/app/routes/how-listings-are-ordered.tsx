import { Link } from 'react-router'
import type { Route } from './+types/how-listings-are-ordered'
import { hasEntitlement, plans } from '#app/modules/billing/plans.ts'
import { distanceBandLabels, distanceBandMiles, listingGroups, openingsThisWeekDays } from '#app/modules/directory/listing-order.ts'
import { canonicalUrl } from '#app/modules/site/canonical.server.ts'
import { canonicalLink, pageMeta } from '#app/modules/site/meta.ts'

// The rule in words (issue 30 point 5). Every number on this page comes from listing-order.ts, the
// constants the search query itself orders by, so the page and the code cannot tell different stories.

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta('How listings are ordered', 'The rule behind the order of search results: Featured listings first and labelled, then nearness in distance bands, then a rotation that changes daily.'),
	...canonicalLink(loaderData?.canonical),
]

export function loader() {
	return {
		canonical: canonicalUrl('/how-listings-are-ordered'),
		// Which plans place a listing first: the plans' entitlements say, not their names.
		featuredPlans: plans.filter((plan) => hasEntitlement(plan.id, 'priorityPlacement')).map((plan) => plan.name),
	}
}

const section = 'mt-10'
const heading = 'text-xl font-semibold text-ink'
const body = 'mt-3 text-slate-700'

export default function HowListingsAreOrdered({ loaderData }: Route.ComponentProps) {
	const { featuredPlans } = loaderData
	const bands = distanceBandLabels()
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">How listings are ordered</h1>
			<p className="mt-4 text-lg text-slate-700">
				When you search, the order of the results follows one rule, written out here exactly as our search applies it. Nobody can pay to be first
				except as a labelled Featured listing, and nobody is kept at the bottom.
			</p>

			<section className={section} aria-labelledby="best-match">
				<h2 id="best-match" className={heading}>Best match (the order you get unless you choose another)</h2>
				<ol className="mt-4 list-decimal space-y-4 pl-6 text-slate-700">
					<li>
						<strong className="text-ink">Featured listings come first, and say so.</strong> Dietitians on the {featuredPlans.join(' or ')} plan
						{featuredPlans.length === 1 ? ' have' : 's have'} priority placement. Their cards carry a “Featured” label, so you always know which
						results are placed first because of a plan.
					</li>
					<li>
						<strong className="text-ink">Then nearness, in distance bands.</strong> When you search around a ZIP code or a city, listings are grouped
						by how far the office is from the place you searched:
						<ul className="mt-2 list-disc space-y-1 pl-6">
							{bands.map((band) => (
								<li key={band}>{band}</li>
							))}
						</ul>
						<p className="mt-2">
							A nearer band always comes before a farther one, so a dietitian half a mile away is never shown after one {distanceBandMiles[1]} miles
							away. Within a band, the steps below decide. If you want the strict order of distance, choose the sort “Distance”.
						</p>
					</li>
					{listingGroups.length ? (
						<li>
							<strong className="text-ink">Then, inside each band:</strong>
							<ol className="mt-2 list-[lower-alpha] space-y-1 pl-6">
								{listingGroups.map((group) => (
									<li key={group.name}>
										<strong className="text-ink">{group.name}</strong>: {group.rule}
									</li>
								))}
							</ol>
						</li>
					) : null}
					<li>
						<strong className="text-ink">Then a rotation that changes every day.</strong> Listings that are equal on every step above are shuffled in an
						order that is fixed for the day (the same for every visitor) and changes at midnight UTC.
					</li>
				</ol>
				<p className={body}>
					A search by state alone, or for telehealth, has no distance that says anything about who suits you (a video visit is as close from across the
					state), so there the order is Featured first, then the daily rotation. A search by a dietitian’s name shows the closest names first.
				</p>
			</section>

			<section className={section} aria-labelledby="why-rotation">
				<h2 id="why-rotation" className={heading}>Why a daily rotation is fair</h2>
				<p className={body}>
					Most people look at the first few results. A fixed order would give the same few dietitians every first look, year after year, whatever
					their care is like. The rotation gives every listing in a band the same chance of the top places: over a few weeks, each spends about as
					many days near the top as any other. It does not favour older listings, more expensive plans (other than the labelled Featured ones) or
					dietitians who are clicked more, and it keeps nearness: the rotation only reorders listings at a similar distance.
				</p>
			</section>

			<section className={section} aria-labelledby="other-sorts">
				<h2 id="other-sorts" className={heading}>Other sorts and the openings filter</h2>
				<dl className="mt-3 space-y-3 text-slate-700">
					<div>
						<dt className="font-semibold text-ink">Distance</dt>
						<dd>Nearest office first, measured from the ZIP code or city you searched, within the radius you chose.</dd>
					</div>
					<div>
						<dt className="font-semibold text-ink">Name</dt>
						<dd>By last name, then first name.</dd>
					</div>
					<div>
						<dt className="font-semibold text-ink">Soonest opening</dt>
						<dd>
							The dietitian whose next opening for online booking comes first is shown first. Dietitians without online booking, or with no opening
							in the time they take bookings, come last (in the daily rotation).
						</dd>
					</div>
					<div>
						<dt className="font-semibold text-ink">Openings this week</dt>
						<dd>Shows only dietitians whose next opening is within {openingsThisWeekDays} days from now.</dd>
					</div>
				</dl>
			</section>

			<p className="mt-10">
				<Link to="/search" className="font-semibold text-brand-800 underline hover:text-brand-900">Search for a dietitian</Link>
			</p>
		</div>
	)
}
