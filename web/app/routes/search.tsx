import { useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/search'
import { clsx } from 'clsx'
import { usStates } from '#app/modules/directory/us-states.ts'
import { radiusChoices } from '#app/modules/directory/search-choices.ts'
import { pageSize, readSearchParams, searchHref, toSearchQuery, type SearchParams } from '#app/modules/directory/search-params.ts'
import { searchDietitians, type DietitianCard } from '#app/modules/directory/search.server.ts'
import { DietitianCardItem } from '#app/components/dietitian-card.tsx'
import { PageLinks } from '#app/components/page-links.tsx'
import { credentials, insurancePayers, languages, specialties, specialtyLabel } from '#app/modules/profiles/taxonomy.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { emptySearchHelp, listedStates, type EmptySearchHelp, type LandingState } from '#app/modules/directory/landing-pages.server.ts'
import { searchRelaxations } from '#app/modules/directory/search-relaxations.server.ts'
import { relaxationCountCap, type DroppableFilter, type SearchRelaxations } from '#app/modules/directory/search-relaxations.ts'

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
	const base = {
		params,
		searched,
		canonical,
		browse: [] as LandingState[],
		help: null as EmptySearchHelp | null,
		relaxations: null as SearchRelaxations | null,
		place: null as string | null,
		hasPlace: false,
		placeState: null as string | null,
		results: [] as DietitianCard[],
		total: 0,
		problem: null as string | null,
		states: [] as string[],
		city: '',
	}
	if (!searched) return { ...base, browse: await listedStates() }
	const query = toSearchQuery(params)
	// A query string no form makes (a state that does not exist, …): the page says what is wrong.
	if (!query.success) return data({ ...base, problem: query.error.issues[0]?.message.replace(/^\w+: /, '') ?? 'Check the search.' }, { status: 400 })
	// The form shows the radius searched: a hand-edited one (10000, abc) snaps to one of the choices.
	if (params.where) params.radius = String(query.data.radius)
	const outcome = await searchDietitians(query.data, { shownTo: { userAgent: request.headers.get('user-agent') } })
	if (outcome.status === 'unknown-place') return { ...base, problem: outcome.message }
	if (outcome.status === 'ambiguous-city') return { ...base, problem: outcome.message, states: outcome.states, city: outcome.city }
	// A page past the end (an old link, a hand-edited address) goes to the last page, as the article lists do.
	const lastPage = Math.max(1, Math.ceil(outcome.totalCount / pageSize))
	if (params.page > lastPage) throw redirect(searchHref(params, { page: lastPage }))
	const placeState = outcome.place?.state ?? (params.state || null)
	const [help, relaxations] =
		outcome.totalCount === 0 ? await Promise.all([placeState ? emptySearchHelp(outcome.place ?? { state: placeState }) : null, searchRelaxations(query.data, outcome.place)]) : [null, null]
	return {
		...base,
		help,
		relaxations,
		placeState,
		hasPlace: outcome.place !== null,
		place: outcome.place?.label ?? (params.state ? (usStates.find(([code]) => code === params.state)?.[1] ?? params.state) : null),
		results: outcome.data,
		total: outcome.totalCount,
	}
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

const filtersActive = (params: SearchParams) =>
	Boolean(params.specialty || params.insurance || params.language || params.credential || params.telehealth || params.inPerson || params.accepting)

function SearchForm({ params }: { params: SearchParams }) {
	// Distance needs a place to measure from: the option waits for a ZIP code or a city.
	const [where, setWhere] = useState(params.where)
	const hasWhere = where.trim() !== ''
	const sort = params.sort === 'distance' && !hasWhere ? 'best' : params.sort || 'best'
	return (
		<Form method="get" action="/search" role="search" aria-label="Search dietitians" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
			<div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]">
				<div>
					<label htmlFor="search-where" className="mb-1 block text-xs font-semibold text-slate-700">ZIP code or city</label>
					<input id="search-where" name="where" value={where} onChange={(event) => setWhere(event.target.value)} placeholder="e.g. 10001 or Chicago" className={field} />
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
			<details className="mt-3" open={filtersActive(params)}>
				<summary className="cursor-pointer text-sm font-medium text-brand-800">Filters and sort</summary>
				<div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
					<FilterSelect name="specialty" label="Specialty" value={params.specialty} anyLabel="Any specialty" options={specialties.map(([key, label]) => [key, label])} />
					<FilterSelect name="insurance" label="Insurance" value={params.insurance} anyLabel="Any" options={insurancePayers.map((payer) => [payer, payer])} />
					<FilterSelect name="language" label="Language" value={params.language} anyLabel="Any" options={languages.map((language) => [language, language])} />
					<FilterSelect name="credential" label="Credential" value={params.credential} anyLabel="Any" options={credentials.map((credential) => [credential, credential])} />
					<div>
						<label htmlFor="search-sort" className="mb-1 block text-xs font-semibold text-slate-700">Sort by</label>
						<select id="search-sort" name="sort" key={sort} defaultValue={sort} aria-describedby={hasWhere ? undefined : 'search-sort-hint'} className={field}>
							<option value="best">Best match</option>
							<option value="distance" disabled={!hasWhere}>Distance</option>
							<option value="name">Name</option>
						</select>
						{hasWhere ? null : <p id="search-sort-hint" className="mt-1 text-xs text-slate-600">Distance needs a ZIP code or a city.</p>}
					</div>
					<fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 sm:col-span-2 lg:col-span-3">
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

const filterNames: Record<DroppableFilter, (params: SearchParams) => string> = {
	specialty: (params) => specialtyLabel(params.specialty),
	insurance: (params) => params.insurance,
	language: (params) => params.language,
	credential: (params) => params.credential,
	telehealth: () => 'Telehealth',
	inPerson: () => 'In person',
	accepting: () => 'Accepting new clients',
}

const withoutFilter: Record<DroppableFilter, Partial<SearchParams>> = {
	specialty: { specialty: '' },
	insurance: { insurance: '' },
	language: { language: '' },
	credential: { credential: '' },
	telehealth: { telehealth: false },
	inPerson: { inPerson: false },
	accepting: { accepting: false },
}

const dietitians = (n: number) => (n >= relaxationCountCap ? `${relaxationCountCap.toLocaleString('en-US')}+ dietitians` : `${n} dietitian${n === 1 ? '' : 's'}`)
const link = 'text-brand-800 underline'

/** No result: wider radius (only around a place), each filter dropped on its own with what it finds, nearby cities, telehealth in the state. */
function EmptyResults({ params, place, help, relaxations }: { params: SearchParams; place: string | null; help: EmptySearchHelp | null; relaxations: SearchRelaxations | null }) {
	const drops = relaxations?.drops ?? []
	const usefulDrops = drops.filter((drop) => drop.count > 0)
	return (
		<div className="rounded-xl bg-slate-50 p-5 text-slate-800">
			<p className="font-medium">No dietitian matches this search{place ? ` near ${place}` : ''}.</p>
			<ul className="mt-3 list-inside list-disc space-y-1 text-sm">
				{relaxations?.wider && relaxations.wider.count > 0 ? (
					<li>
						<Link className={link} to={searchHref(params, { radius: String(relaxations.wider.radius), page: 1 })}>Search within {relaxations.wider.radius} miles</Link>: {dietitians(relaxations.wider.count)}
					</li>
				) : null}
				{usefulDrops.map((drop) => (
					<li key={drop.filter}>
						<Link className={link} to={searchHref(params, { ...withoutFilter[drop.filter], page: 1 })}>Without “{filterNames[drop.filter](params)}”</Link>: {dietitians(drop.count)}
					</li>
				))}
				{drops.length > 0 && usefulDrops.length === 0 ? <li>Dropping any one filter still finds no one.</li> : null}
				{help?.telehealth ? (
					<li><Link className={link} to={help.telehealth.path}>{help.telehealth.count} telehealth dietitian{help.telehealth.count === 1 ? '' : 's'} licensed in {help.telehealth.stateName}</Link></li>
				) : null}
				{help?.nearbyCities.map((nearby) => (
					<li key={nearby.path}>
						<Link className={link} to={nearby.path}>{nearby.name}</Link>: {nearby.count} dietitian{nearby.count === 1 ? '' : 's'}{nearby.miles !== null ? `, ${nearby.miles} mi away` : ''}
					</li>
				))}
			</ul>
		</div>
	)
}

export default function Search({ loaderData }: Route.ComponentProps) {
	const { params, searched, place, hasPlace, placeState, results, total, problem, states, city, browse, help, relaxations } = loaderData
	const navigation = useNavigation()
	const pending = navigation.state === 'loading' && navigation.location?.pathname === '/search'
	const first = (params.page - 1) * pageSize + 1
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-ink">{place ? `Registered dietitians near ${place}` : 'Find a registered dietitian'}</h1>
			<div className="mt-6">
				<SearchForm key={JSON.stringify(params)} params={params} />
			</div>
			<p role="status" className="mt-4 h-5 text-sm font-medium text-brand-800">
				{pending ? 'Searching…' : ''}
			</p>
			<div aria-live="polite" aria-busy={pending} className={clsx('mt-4 transition-opacity', pending && 'opacity-60')}>
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
					<EmptyResults params={params} place={place} help={help} relaxations={relaxations} />
				) : (
					<>
						<p className="text-sm text-slate-700">
							{first}–{first + results.length - 1} of {total} dietitian{total === 1 ? '' : 's'}
						</p>
						{params.sort === 'distance' && !hasPlace ? (
							<p className="mt-1 text-sm text-slate-600">Sorted by best match: sorting by distance needs a ZIP code or a city.</p>
						) : null}
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
