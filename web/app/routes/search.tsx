import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/search'
import { clsx } from 'clsx'
import { usStates } from '#app/modules/directory/us-states.ts'
import { radiusChoices } from '#app/modules/directory/search-choices.ts'
import { pageSize, readSearchParams, searchHref, toSearchQuery, type SearchParams } from '#app/modules/directory/search-params.ts'
import { searchDietitians, type DietitianCard } from '#app/modules/directory/search.server.ts'
import { DietitianCardItem } from '#app/components/dietitian-card.tsx'
import { PageLinks } from '#app/components/page-links.tsx'
import { insurancePayers, languages, specialties } from '#app/modules/profiles/taxonomy.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { emptySearchHelp, listedStates, type EmptySearchHelp, type LandingState } from '#app/modules/directory/landing-pages.server.ts'

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta(loaderData?.place ? `Dietitians near ${loaderData.place}` : 'Find a registered dietitian', 'Search registered dietitians by ZIP code, city and state.'),
	// Result pages are many and change daily; the landing pages are what search engines should index.
	{ name: 'robots', content: 'noindex, follow' },
	...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
]

export async function loader({ request }: Route.LoaderArgs) {
	const params = readSearchParams(new URL(request.url))
	const searched = Boolean(params.where || params.state)
	const canonical = new URL('/search', getEnv().SITE_URL).toString()
	const base = { params, searched, canonical, browse: [] as LandingState[], help: null as EmptySearchHelp | null, place: null as string | null, placeState: null as string | null, results: [] as DietitianCard[], total: 0, problem: null as string | null, states: [] as string[], city: '' }
	if (!searched) return { ...base, browse: await listedStates() }
	const query = toSearchQuery(params)
	if (!query.success) return { ...base, problem: query.error.issues[0]?.message.replace(/^\w+: /, '') ?? 'Check the search.' }
	const outcome = await searchDietitians(query.data)
	if (outcome.status === 'unknown-place') return { ...base, problem: outcome.message }
	if (outcome.status === 'ambiguous-city') return { ...base, problem: outcome.message, states: outcome.states, city: outcome.city }
	const placeState = outcome.place?.state ?? (params.state || null)
	const help = outcome.totalCount === 0 && placeState ? await emptySearchHelp(outcome.place ?? { state: placeState }) : null
	return { ...base, help, placeState, place: outcome.place?.label ?? (params.state ? usStates.find(([code]) => code === params.state)?.[1] ?? params.state : null), results: outcome.data, total: outcome.totalCount }
}

const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600'

function FilterSelect(props: { name: string; label: string; value: string; anyLabel: string; options: (readonly [string, string])[] }) {
	return (
		<div>
			<label htmlFor={`search-${props.name}`} className="mb-1 block text-xs font-semibold text-slate-700">{props.label}</label>
			<select id={`search-${props.name}`} name={props.name} defaultValue={props.value} className={field}>
				<option value="">{props.anyLabel}</option>
				{props.options.map(([value, label]) => (
					<option key={value} value={value}>{label}</option>
				))}
			</select>
		</div>
	)
}

function SearchForm({ params }: { params: SearchParams }) {
	return (
		<Form method="get" action="/search" role="search" aria-label="Search dietitians" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
			<div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]">
				<div>
					<label htmlFor="search-where" className="mb-1 block text-xs font-semibold text-slate-700">ZIP code or city</label>
					<input id="search-where" name="where" defaultValue={params.where} placeholder="e.g. 10001 or Chicago" className={field} />
				</div>
				<div>
					<label htmlFor="search-state" className="mb-1 block text-xs font-semibold text-slate-700">State</label>
					<select id="search-state" name="state" defaultValue={params.state} className={field}>
						<option value="">Any state</option>
						{usStates.map(([code, name]) => (
							<option key={code} value={code}>{name}</option>
						))}
					</select>
				</div>
				<div>
					<label htmlFor="search-radius" className="mb-1 block text-xs font-semibold text-slate-700">Within</label>
					<select id="search-radius" name="radius" defaultValue={params.radius || '25'} className={field}>
						{radiusChoices.map((miles) => (
							<option key={miles} value={miles}>{miles} miles</option>
						))}
					</select>
				</div>
				<div className="flex items-end">
					<button type="submit" className="w-full rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">Search</button>
				</div>
			</div>
			<details className="mt-3" open={Boolean(params.specialty || params.insurance || params.language || params.telehealth || params.inPerson || params.accepting)}>
				<summary className="cursor-pointer text-sm font-medium text-brand-800">Filters and sort</summary>
				<div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
					<FilterSelect name="specialty" label="Specialty" value={params.specialty} anyLabel="Any specialty" options={specialties.map(([key, label]) => [key, label])} />
					<FilterSelect name="insurance" label="Insurance" value={params.insurance} anyLabel="Any" options={insurancePayers.map((payer) => [payer, payer])} />
					<FilterSelect name="language" label="Language" value={params.language} anyLabel="Any" options={languages.map((language) => [language, language])} />
					<div>
						<label htmlFor="search-sort" className="mb-1 block text-xs font-semibold text-slate-700">Sort by</label>
						<select id="search-sort" name="sort" defaultValue={params.sort || 'best'} className={field}>
							<option value="best">Best match</option>
							<option value="distance">Distance</option>
							<option value="name">Name</option>
						</select>
					</div>
					<fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 sm:col-span-2 lg:col-span-4">
						<legend className="sr-only">Services</legend>
						<label className="flex items-center gap-2"><input type="checkbox" name="inperson" value="1" defaultChecked={params.inPerson} /> In person</label>
						<label className="flex items-center gap-2"><input type="checkbox" name="telehealth" value="1" defaultChecked={params.telehealth} /> Telehealth</label>
						<label className="flex items-center gap-2"><input type="checkbox" name="accepting" value="1" defaultChecked={params.accepting} /> Accepting new clients</label>
					</fieldset>
				</div>
			</details>
		</Form>
	)
}

export default function Search({ loaderData }: Route.ComponentProps) {
	const { params, searched, place, placeState, results, total, problem, states, city, browse, help } = loaderData
	const navigation = useNavigation()
	const pending = navigation.state === 'loading' && navigation.location?.pathname === '/search'
	const first = (params.page - 1) * pageSize + 1
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{place ? `Registered dietitians near ${place}` : 'Find a registered dietitian'}</h1>
			<div className="mt-6">
				<SearchForm key={JSON.stringify(params)} params={params} />
			</div>
			<div aria-live="polite" aria-busy={pending} className={clsx('mt-8 transition-opacity', pending && 'opacity-60')}>
				{problem ? (
					<div role="alert" className="rounded-xl bg-amber-50 p-5 text-amber-900">
						<p className="font-medium">{problem}</p>
						{states.length ? (
							<ul className="mt-3 flex flex-wrap gap-2">
								{states.map((state) => (
									<li key={state}>
										<Link to={searchHref(params, { where: city, state, page: 1 })} className="rounded-lg bg-white px-3 py-1.5 text-sm font-medium ring-1 ring-amber-200 hover:bg-amber-100">
											{city}, {state}
										</Link>
									</li>
								))}
							</ul>
						) : null}
					</div>
				) : !searched ? (
					<>
						<p className="text-slate-700">Enter a ZIP code or a city, or choose a state, to see the registered dietitians there.</p>
						{browse.length ? (
							<nav aria-labelledby="browse-states" className="mt-8">
								<h2 id="browse-states" className="text-lg font-semibold text-ink">Browse by state</h2>
								<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-4">
									{browse.map((state) => (
										<li key={state.code}>
											<Link to={`/dietitians/${state.slug}`} className="text-brand-800 hover:underline">{state.name}</Link> <span className="text-slate-600">({state.count})</span>
										</li>
									))}
								</ul>
							</nav>
						) : null}
					</>
				) : total === 0 ? (
					<div className="rounded-xl bg-slate-50 p-5 text-slate-800">
						<p className="font-medium">No dietitian matches this search{place ? ` near ${place}` : ''}.</p>
						<ul className="mt-3 list-inside list-disc space-y-1 text-sm">
							{params.radius !== '100' ? (
								<li><Link className="text-brand-800 underline" to={searchHref(params, { radius: '100', page: 1 })}>Search within 100 miles</Link></li>
							) : null}
							{params.specialty || params.insurance || params.language || params.accepting || params.inPerson ? (
								<li><Link className="text-brand-800 underline" to={searchHref(params, { specialty: '', insurance: '', language: '', accepting: false, inPerson: false, page: 1 })}>Drop the filters</Link></li>
							) : null}
							{help?.telehealth ? (
								<li><Link className="text-brand-800 underline" to={help.telehealth.path}>{help.telehealth.count} telehealth dietitian{help.telehealth.count === 1 ? '' : 's'} licensed in {help.telehealth.stateName}</Link></li>
							) : null}
							{help?.nearbyCities.map((nearby) => (
								<li key={nearby.path}>
									<Link className="text-brand-800 underline" to={nearby.path}>{nearby.name}</Link>: {nearby.count} dietitian{nearby.count === 1 ? '' : 's'}{nearby.miles !== null ? `, ${nearby.miles} mi away` : ''}
								</li>
							))}
						</ul>
					</div>
				) : (
					<>
						<p className="text-sm text-slate-700">
							{first}–{first + results.length - 1} of {total} dietitian{total === 1 ? '' : 's'}
						</p>
						<ul className="mt-4 space-y-4">
							{results.map((card) => (
								<DietitianCardItem key={card.id} card={card} placeState={placeState} />
							))}
						</ul>
						<PageLinks page={params.page} pages={Math.ceil(total / pageSize)} hrefFor={(n) => searchHref(params, { page: n })} />
					</>
				)}
			</div>
		</div>
	)
}
