import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { droppableFilters } from '#app/modules/directory/droppable-filters.ts'
import type { EmptyPage } from '#app/modules/directory/search-page.server.ts'
import { searchHref } from '#app/modules/directory/search-params.ts'
import { relaxationCountCap } from '#app/modules/directory/search-relaxations.ts'

const link = 'text-brand-800 underline'

/** A suggestion's count: "3 dietitians", or "1,000+ dietitians" at the cap. */
const relaxationCount = (t: Translate, count: number) =>
	count >= relaxationCountCap ? t('directory.dietitiansAtLeast', { count: relaxationCountCap }) : t('directory.dietitians', { count })

function emptyHeadline(t: Translate, { place, hasPlace, name }: EmptyPage) {
	if (name) return place ? t('search.empty.namedIn', { place, name }) : t('search.empty.named', { name })
	if (!place) return t('search.empty.any')
	return hasPlace ? t('search.empty.near', { place }) : t('search.empty.in', { place })
}

/** No result: wider radius (only around a place), each filter dropped on its own with what it finds, nearby cities, telehealth in the state. */
export function NoResults({ page }: { page: EmptyPage }) {
	const t = useT()
	const localePath = useLocalePath()
	const { params, help, relaxations } = page
	const usefulDrops = relaxations.drops.filter((drop) => drop.count > 0)
	return (
		<div className="rounded-xl bg-slate-50 p-5 text-slate-800">
			<p className="font-medium">{emptyHeadline(t, page)}</p>
			<ul className="mt-3 list-inside list-disc space-y-1 text-sm">
				{page.byName.map((choice) => (
					<li key={choice.label}>
						<Link className={link} to={localePath(searchHref(params, { where: '', name: choice.name ?? '', page: 1 }))}>{choice.label}</Link>
					</li>
				))}
				{relaxations.wider && relaxations.wider.count > 0 ? (
					<li>
						<Link className={link} to={localePath(searchHref(params, { radius: String(relaxations.wider.radius), page: 1 }))}>
							{t('search.empty.wider', { radius: relaxations.wider.radius })}
						</Link>
						: {relaxationCount(t, relaxations.wider.count)}
					</li>
				) : null}
				{usefulDrops.map((drop) => (
					<li key={drop.filter}>
						<Link className={link} to={localePath(searchHref(params, { ...droppableFilters[drop.filter].cleared, page: 1 }))}>
							{t('search.empty.without', { filter: droppableFilters[drop.filter].label(t, params) })}
						</Link>
						: {relaxationCount(t, drop.count)}
					</li>
				))}
				{relaxations.drops.length > 0 && usefulDrops.length === 0 ? <li>{t('search.empty.noDrop')}</li> : null}
				{help?.telehealth ? (
					<li>
						<Link className={link} to={localePath(help.telehealth.path)}>
							{t('search.empty.telehealth', { count: help.telehealth.count, state: help.telehealth.stateName })}
						</Link>
					</li>
				) : null}
				{help?.nearbyCities.map((nearby) => (
					<li key={nearby.path}>
						<Link className={link} to={localePath(nearby.path)}>{nearby.name}</Link>: {t('directory.dietitians', { count: nearby.count })}
						{nearby.miles !== null ? `, ${t('search.empty.milesAway', { miles: nearby.miles })}` : ''}
					</li>
				))}
				<li>
					<Link className={link} to={localePath('/match')}>{t('match.searchLink')}</Link>
				</li>
			</ul>
		</div>
	)
}
