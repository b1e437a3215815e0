import { Link } from 'react-router'
import { dietitianCount, dietitianNoun } from '#app/modules/directory/dietitian-count.ts'
import { droppableFilters } from '#app/modules/directory/droppable-filters.ts'
import type { EmptyPage } from '#app/modules/directory/search-page.server.ts'
import { searchHref } from '#app/modules/directory/search-params.ts'
import { relaxationCount } from '#app/modules/directory/search-relaxations.ts'

const link = 'text-brand-800 underline'

/** No result: wider radius (only around a place), each filter dropped on its own with what it finds, nearby cities, telehealth in the state. */
export function NoResults({ page }: { page: EmptyPage }) {
	const { params, place, hasPlace, name, help, relaxations } = page
	const usefulDrops = relaxations.drops.filter((drop) => drop.count > 0)
	return (
		<div className="rounded-xl bg-slate-50 p-5 text-slate-800">
			<p className="font-medium">
				{name
					? place
						? `No dietitian in ${place} with a name like “${name}” matches this search.`
						: `No dietitian with a name like “${name}” matches this search.`
					: place
						? hasPlace
							? `No dietitian matches this search near ${place}.`
							: `No dietitian matches this search in ${place}.`
						: 'No dietitian matches this search.'}
			</p>
			<ul className="mt-3 list-inside list-disc space-y-1 text-sm">
				{page.byName.map((choice) => (
					<li key={choice.label}>
						<Link className={link} to={searchHref(params, { where: '', name: choice.name ?? '', page: 1 })}>{choice.label}</Link>
					</li>
				))}
				{relaxations.wider && relaxations.wider.count > 0 ? (
					<li>
						<Link className={link} to={searchHref(params, { radius: String(relaxations.wider.radius), page: 1 })}>Search within {relaxations.wider.radius} miles</Link>: {relaxationCount(relaxations.wider.count)}
					</li>
				) : null}
				{usefulDrops.map((drop) => (
					<li key={drop.filter}>
						<Link className={link} to={searchHref(params, { ...droppableFilters[drop.filter].cleared, page: 1 })}>Without “{droppableFilters[drop.filter].label(params)}”</Link>: {relaxationCount(drop.count)}
					</li>
				))}
				{relaxations.drops.length > 0 && usefulDrops.length === 0 ? <li>Dropping any one filter still finds no one.</li> : null}
				{help?.telehealth ? (
					<li><Link className={link} to={help.telehealth.path}>{help.telehealth.count} telehealth {dietitianNoun(help.telehealth.count)} licensed in {help.telehealth.stateName}</Link></li>
				) : null}
				{help?.nearbyCities.map((nearby) => (
					<li key={nearby.path}>
						<Link className={link} to={nearby.path}>{nearby.name}</Link>: {dietitianCount(nearby.count)}{nearby.miles !== null ? `, ${nearby.miles} mi away` : ''}
					</li>
				))}
			</ul>
		</div>
	)
}
