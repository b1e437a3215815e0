import { useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { FixedOptionsSelect, type SelectOption } from '#app/components/ui/fixed-options-select.tsx'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { droppableFilters } from '#app/modules/directory/droppable-filters.ts'
import { insuranceText, languageText } from '#app/modules/directory/filter-words.ts'
import { radiusChoices } from '#app/modules/directory/search-choices.ts'
import type { SearchParams } from '#app/modules/directory/search-params.ts'
import { specialtyText } from '#app/modules/directory/specialty-messages.ts'
import { credentials, insuranceFilterChoices, languages, specialties } from '#app/modules/profiles/taxonomy.ts'

const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600'

function FilterSelect(props: { name: string; label: string; value: string; options: readonly SelectOption[] }) {
	return (
		<div>
			<label htmlFor={`search-${props.name}`} className="mb-1 block text-xs font-semibold text-slate-700">{props.label}</label>
			<FixedOptionsSelect id={`search-${props.name}`} name={props.name} defaultValue={props.value} options={props.options} className={field} />
		</div>
	)
}

type Choices = Record<'state' | 'specialty' | 'insurance' | 'language' | 'credential', readonly SelectOption[]>
const choicesByLanguage = new WeakMap<Translate, Choices>()

/** The filters' options with their "any" first, made once per page language (the server keeps one `t` per language and page). */
function choicesIn(t: Translate, states: readonly SelectOption[]): Choices {
	let choices = choicesByLanguage.get(t)
	if (!choices) {
		const any: SelectOption = ['', t('search.form.any')]
		choices = {
			state: [['', t('search.form.anyState')], ...states],
			specialty: [['', t('search.form.anySpecialty')], ...specialties.map(([key]) => [key, specialtyText(t, key)] as const)],
			insurance: [any, ...insuranceFilterChoices.map((payer) => [payer, insuranceText(t, payer)] as const)],
			// Spanish is the one-click filter beside the search box, not a second Spanish filter here (issue 42 point 11).
			language: [any, ...languages.filter((language) => language !== 'Spanish').map((language) => [language, languageText(t, language)] as const)],
			credential: [any, ...credentials.map((credential) => [credential, credential] as const)],
		}
		choicesByLanguage.set(t, choices)
	}
	return choices
}

const filtersActive = (params: SearchParams) =>
	Boolean(params.specialty || params.insurance || params.language || params.credential || params.telehealth || params.inPerson || params.accepting || params.superbill || params.openingsThisWeek)

function FilterBox({ name, checked, label }: { name: string; checked: boolean; label: string }) {
	return (
		<label className="flex items-center gap-2">
			<input type="checkbox" name={name} value="1" defaultChecked={checked} /> {label}
		</label>
	)
}

/** The address a GET of the form asks for, without its empty fields (the same search, a shorter address). */
function searchAddress(action: string, form: HTMLFormElement) {
	const query = new URLSearchParams()
	for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') query.append(name, value)
	const text = query.toString()
	return text ? `${action}?${text}` : action
}

/**
 * Which copy of the form a search shows. An address the form itself asked for keeps the form as it is
 * (the focus stays on the filter just changed, the panel stays open); any other (Back, a page link, a
 * link on a card) draws the form again from the address, so its fields show the search below them.
 */
function useFormCopy() {
	const { search } = useLocation()
	const own = useRef<string | null>(null)
	const [copy, setCopy] = useState({ search, key: search })
	if (copy.search !== search) setCopy({ search, key: search === own.current ? copy.key : search })
	return { key: copy.key, asked: (address: string) => (own.current = address.includes('?') ? address.slice(address.indexOf('?')) : '') }
}

/** The /search form: place, radius, filters and sort, sent as a GET so every search has an address (works without JavaScript). */
export function SearchForm({ params, states }: { params: SearchParams; states: readonly SelectOption[] }) {
	const { key, asked } = useFormCopy()
	return <SearchFormFields key={key} params={params} states={states} asked={asked} />
}

/**
 * With JavaScript a filter or the sort applies as soon as it changes (issue 42 point 3): the address
 * changes, so Back undoes it. The search box waits for Search (a half-typed place would be searched).
 * Apply, at the panel's end, also works without JavaScript and brings the results into view.
 */
function SearchFormFields({ params, states, asked }: { params: SearchParams; states: readonly SelectOption[]; asked: (address: string) => void }) {
	const t = useT()
	const localePath = useLocalePath()
	const navigate = useNavigate()
	const action = localePath('/search')
	// Distance needs a place to measure from: the option waits for a ZIP code or a city.
	// A name search reached by its link shows the name in the box (sent again, it is tried as a place first).
	const [where, setWhere] = useState(params.where || params.name)
	// Open when the search has filters; after that the visitor opens and closes it (an applied change does not).
	const [panelOpen] = useState(() => filtersActive(params))
	const hasWhere = where.trim() !== ''
	const sort = params.sort === 'distance' && !hasWhere ? 'best' : params.sort || 'best'
	const filterLabel = (filter: keyof typeof droppableFilters) => droppableFilters[filter].label(t, params)
	const choices = choicesIn(t, states)
	const search = (form: HTMLFormElement, toResults: boolean) => {
		const address = searchAddress(action, form)
		asked(address)
		void navigate(toResults ? `${address}#results` : address, { preventScrollReset: !toResults })
	}
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		search(event.currentTarget, submitter?.dataset.apply === 'true')
	}
	const onChange = (event: FormEvent<HTMLFormElement>) => {
		const target = event.target
		if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox')) search(event.currentTarget, false)
	}
	return (
		<form method="get" action={action} onSubmit={onSubmit} onChange={onChange} role="search" aria-label={t('search.form.label')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
			<div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto]">
				<div>
					<label htmlFor="search-where" className="mb-1 block text-xs font-semibold text-slate-700">{t('search.form.where')}</label>
					<input id="search-where" name="where" value={where} onChange={(event) => setWhere(event.target.value)} placeholder={t('search.form.wherePlaceholder')} className={field} />
				</div>
				<div>
					<label htmlFor="search-state" className="mb-1 block text-xs font-semibold text-slate-700">{t('search.form.state')}</label>
					<FixedOptionsSelect id="search-state" name="state" defaultValue={params.state} options={choices.state} className={field} />
				</div>
				<div>
					<label htmlFor="search-radius" className="mb-1 block text-xs font-semibold text-slate-700">{t('search.form.within')}</label>
					<select id="search-radius" name="radius" defaultValue={params.radius || '25'} className={field}>
						{radiusChoices.map((miles) => (
							<option key={miles} value={miles}>{t('search.form.miles', { miles })}</option>
						))}
					</select>
				</div>
				<div className="flex items-end">
					<button type="submit" className="w-full rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">{t('search.form.submit')}</button>
				</div>
			</div>
			{/* Outside the filters panel and applied on a click (issue 32), like every filter: the search a Spanish speaker needs most. Without JavaScript, Search applies it. */}
			<label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-full bg-sky-50 px-3 py-1.5 text-sm font-medium text-sky-900 ring-1 ring-sky-200 has-checked:bg-sky-700 has-checked:text-white has-checked:ring-sky-700">
				<input type="checkbox" name="spanish" value="1" defaultChecked={params.spanish} className="size-4 accent-white" />
				{t('common.counselsInSpanish')}
			</label>
			<details className="mt-3" open={panelOpen}>
				<summary className="cursor-pointer text-sm font-medium text-brand-800">{t('search.form.filters')}</summary>
				<div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
					<FilterSelect name="specialty" label={t('search.form.specialty')} value={params.specialty} options={choices.specialty} />
					<FilterSelect name="insurance" label={t('search.form.insurance')} value={params.insurance} options={choices.insurance} />
					<FilterSelect name="language" label={t('search.form.language')} value={params.language} options={choices.language} />
					<FilterSelect name="credential" label={t('search.form.credential')} value={params.credential} options={choices.credential} />
					<div>
						<label htmlFor="search-sort" className="mb-1 block text-xs font-semibold text-slate-700">{t('search.form.sort')}</label>
						<select id="search-sort" name="sort" key={String(hasWhere)} defaultValue={sort} aria-describedby={hasWhere ? undefined : 'search-sort-hint'} className={field}>
							<option value="best">{t('search.form.sortBest')}</option>
							<option value="distance" disabled={!hasWhere}>{t('search.form.sortDistance')}</option>
							<option value="name">{t('search.form.sortName')}</option>
							<option value="soonest">{t('search.form.sortSoonest')}</option>
						</select>
						{hasWhere ? null : <p id="search-sort-hint" className="mt-1 text-xs text-slate-600">{t('search.form.distanceHint')}</p>}
						<p className="mt-1 text-xs">
							<Link to={localePath('/how-listings-are-ordered')} className="text-brand-800 underline hover:text-brand-900">{t('search.howOrdered')}</Link>
						</p>
					</div>
					<fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 sm:col-span-2 lg:col-span-3">
						<legend className="sr-only">{t('search.form.services')}</legend>
						<FilterBox name="inperson" checked={params.inPerson} label={filterLabel('inPerson')} />
						<FilterBox name="telehealth" checked={params.telehealth} label={filterLabel('telehealth')} />
						<FilterBox name="accepting" checked={params.accepting} label={filterLabel('accepting')} />
						<FilterBox name="superbill" checked={params.superbill} label={filterLabel('superbill')} />
						<FilterBox name="openings" checked={params.openingsThisWeek} label={filterLabel('openingsThisWeek')} />
					</fieldset>
					<div className="sm:col-span-2 lg:col-span-4">
						{/* Without JavaScript the fragment is kept by the GET: the page opens at the results, right below. */}
						<button type="submit" formAction={`${action}#results`} data-apply="true" className="w-full rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:w-auto">
							{t('search.form.apply')}
						</button>
					</div>
				</div>
			</details>
		</form>
	)
}
