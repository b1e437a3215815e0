import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { DietitianCard } from '#app/modules/directory/search.server.ts'
import { nextOpeningDay } from '#app/modules/directory/next-opening-label.ts'
import { availabilityText } from '#app/modules/profiles/availability-text.ts'
import { specialtyLabel } from '#app/modules/profiles/taxonomy.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'

/** One dietitian in a result list (/search and the landing pages); `now`: the server's clock, for "Today" and "Tomorrow". */
export function DietitianCardItem({ card, placeState, now }: { card: DietitianCard; placeState: string | null; now?: string }) {
	const name = `${card.first_name} ${card.last_name}`
	const availability = availabilityText(card.accepting_new_clients, card.listing_state, card.accepting_confirmed_at)
	const t = useT()
	// The card's address is the API's (English); a Spanish page links the Spanish profile.
	const localePath = useLocalePath()
	return (
		<li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
			<article className="flex gap-4">
				{card.avatar ? (
					<img src={card.avatar} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-full object-cover" />
				) : (
					<div aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900">
						{`${card.first_name[0] ?? ''}${card.last_name[0] ?? ''}`}
					</div>
				)}
				<div className="min-w-0 flex-1">
					<div className="flex flex-wrap items-center gap-2">
						<h2 className="text-lg font-semibold text-ink">
							<Link to={localePath(card.url)} className="hover:underline">
								{name}
								{card.credentials.length ? `, ${card.credentials.join(', ')}` : ''}
							</Link>
						</h2>
						{card.verified ? (
							<span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800" title="A credential checked by our team in the last year">
								✓ Verified
							</span>
						) : null}
						{card.featured ? <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">Featured</span> : null}
						{card.spanish ? (
							<span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
								{t('common.counselsInSpanish')}
							</span>
						) : null}
					</div>
					<p className="text-sm text-slate-700">{card.role}</p>
					<p className="mt-1 text-sm text-slate-600">
						{card.online_only ? `Online · licensed in ${placeState} · office in ` : null}
						{card.city_name}, {card.state}
						{card.distance !== null && !card.online_only ? ` · ${card.distance.toFixed(1)} mi` : ''}
						{card.in_person ? ' · In person' : ''}
						{card.telehealth ? ' · Telehealth' : ''}
					</p>
					<ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Specialties">
						{card.specialties.slice(0, 3).map((key) => (
							<li key={key} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{specialtyLabel(key)}</li>
						))}
					</ul>
					<p className="mt-2 text-sm text-slate-700">{card.summary_preview}</p>
					<p className="mt-2 text-sm font-medium">
						<span className={availability.tone === 'yes' ? 'text-brand-800' : availability.tone === 'no' ? 'text-slate-600' : 'text-amber-900'}>{availability.text}</span>
						{card.self_pay_first_visit !== null ? <span className="font-normal text-slate-700"> · Self-pay first visit {formatPrice(card.self_pay_first_visit)}</span> : null}
						{card.superbill ? <span className="font-normal text-slate-700"> · Superbill for out-of-network</span> : null}
					</p>
					{card.next_opening ? (
						<p className="mt-1 text-sm font-semibold text-ink">
							Next opening: <time dateTime={card.next_opening}>{nextOpeningDay(card.next_opening, now)}</time>
						</p>
					) : null}
				</div>
			</article>
		</li>
	)
}
