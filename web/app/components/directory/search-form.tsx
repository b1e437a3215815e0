import { useState } from 'react'
import { Form, Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { droppableFilters } from '#app/modules/directory/droppable-filters.ts'
import { radiusChoices } from '#app/modules/directory/search-choices.ts'
import type { SearchParams } from '#app/modules/directory/search-params.ts'
import { usStates } from '#app/modules/directory/us-states.ts'
import { credentials, insuranceFilterChoices, languages, specialties } from '#app/modules/profiles/taxonomy.ts'

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
	Boolean(params.specialty || params.insurance || params.language || params.credential || params.telehealth || params.inPerson || params.accepting || params.superbill || params.openingsThisWeek)

/** The /search form: place, radius, filters and sort, sent as a GET so every search has an address (works without JavaScript). */
export function SearchForm({ params }: { params: SearchParams }) {
	// Distance needs a place to measure from: the option waits for a ZIP code or a city.
	// A name search reached by its link shows the name in the box (sent again, it is tried as a place first).
	const [where, setWhere] = useState(params.where || params.name)
	const hasWhere = where.trim() !== ''
	const sort = params.sort === 'distance' && !hasWhere ? 'best' : params.sort || 'best'
	const t = useT()
	const localePath = useLocalePath()
	return (
		<Form method="get" action={localePath('/search')} role="search" aria-label="Search dietitians" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
			<div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]">
				<div>
					<label htmlFor="search-where" className="mb-1 block text-xs font-semibold text-slate-700">ZIP code, city or name</label>
					<input id="search-where" name="where" value={where} onChange={(event) => setWhere(event.target.value)} placeholder="e.g. 10001, Chicago, IL or Maya Chen" className={field} />
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
			{/* Outside the filters panel and applied on a click (issue 32): the search a Spanish speaker needs most. Without JavaScript, Search applies it. */}
			<label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-full bg-sky-50 px-3 py-1.5 text-sm font-medium text-sky-900 ring-1 ring-sky-200 has-checked:bg-sky-700 has-checked:text-white has-checked:ring-sky-700">
				<input type="checkbox" name="spanish" value="1" defaultChecked={params.spanish} onChange={(event) => event.currentTarget.form?.requestSubmit()} className="size-4 accent-white" />
				{t('common.counselsInSpanish')}
			</label>
			<details className="mt-3" open={filtersActive(params)}>
				<summary className="cursor-pointer text-sm font-medium text-brand-800">Filters and sort</summary>
				<div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
					<FilterSelect name="specialty" label="Specialty" value={params.specialty} anyLabel="Any specialty" options={specialties.map(([key, label]) => [key, label])} />
					<FilterSelect name="insurance" label="Insurance" value={params.insurance} anyLabel="Any" options={insuranceFilterChoices.map((payer) => [payer, payer])} />
					<FilterSelect name="language" label="Language" value={params.language} anyLabel="Any" options={languages.map((language) => [language, language])} />
					<FilterSelect name="credential" label="Credential" value={params.credential} anyLabel="Any" options={credentials.map((credential) => [credential, credential])} />
					<div>
						<label htmlFor="search-sort" className="mb-1 block text-xs font-semibold text-slate-700">Sort by</label>
						<select id="search-sort" name="sort" key={sort} defaultValue={sort} aria-describedby={hasWhere ? undefined : 'search-sort-hint'} className={field}>
							<option value="best">Best match</option>
							<option value="distance" disabled={!hasWhere}>Distance</option>
							<option value="name">Name</option>
							<option value="soonest">Soonest opening</option>
						</select>
						{hasWhere ? null : <p id="search-sort-hint" className="mt-1 text-xs text-slate-600">Distance needs a ZIP code or a city.</p>}
						<p className="mt-1 text-xs">
							<Link to="/how-listings-are-ordered" className="text-brand-800 underline hover:text-brand-900">How listings are ordered</Link>
						</p>
					</div>
					<fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 sm:col-span-2 lg:col-span-3">
						<legend className="sr-only">Services</legend>
						<label className="flex items-center gap-2"><input type="checkbox" name="inperson" value="1" defaultChecked={params.inPerson} /> {droppableFilters.inPerson.label(params)}</label>
						<label className="flex items-center gap-2"><input type="checkbox" name="telehealth" value="1" defaultChecked={params.telehealth} /> {droppableFilters.telehealth.label(params)}</label>
						<label className="flex items-center gap-2"><input type="checkbox" name="accepting" value="1" defaultChecked={params.accepting} /> {droppableFilters.accepting.label(params)}</label>
						<label className="flex items-center gap-2"><input type="checkbox" name="superbill" value="1" defaultChecked={params.superbill} /> {droppableFilters.superbill.label(params)}</label>
						<label className="flex items-center gap-2"><input type="checkbox" name="openings" value="1" defaultChecked={params.openingsThisWeek} /> {droppableFilters.openingsThisWeek.label(params)}</label>
					</fieldset>
				</div>
			</details>
		</Form>
	)
}
