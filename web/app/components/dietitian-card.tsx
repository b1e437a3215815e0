import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { DietitianCard } from '#app/modules/directory/search.server.ts'
import { nextOpeningWhen, openingDate } from '#app/modules/directory/next-opening-label.ts'
import { specialtyText } from '#app/modules/directory/specialty-messages.ts'
import { formatMonthDayIn } from '#app/modules/site/format-date.ts'
import { formatPrice } from '#app/modules/site/format-price.ts'

/** What a card says about new clients (issue 30): the setting and the day it was last confirmed, or that it was not confirmed lately. */
function availabilityLine(t: Translate, card: DietitianCard): { text: string; tone: 'yes' | 'no' | 'unknown' } {
	if (card.listing_state !== 'confirmed') return { text: t('cards.availability.unconfirmed'), tone: 'unknown' }
	const when = card.accepting_confirmed_at ? ` · ${t('cards.availability.confirmedOn', { day: formatMonthDayIn(card.accepting_confirmed_at, t.locale) })}` : ''
	return card.accepting_new_clients
		? { text: `${t('cards.availability.accepting')}${when}`, tone: 'yes' }
		: { text: `${t('cards.availability.notAccepting')}${when}`, tone: 'no' }
}

function openingText(t: Translate, local: string, now: string | undefined) {
	const when = nextOpeningWhen(local, now)
	if (when === 'today') return t('cards.today')
	if (when === 'tomorrow') return t('cards.tomorrow')
	return openingDate(when.date, t.locale)
}

/** One dietitian in a result list (/search, the landing pages, /match); `now`: the server's clock, for "Today" and "Tomorrow"; `children`: what a page adds below the card (the match's reasons). */
export function DietitianCardItem({ card, placeState, now, children }: { card: DietitianCard; placeState: string | null; now?: string; children?: ReactNode }) {
	const t = useT()
	const localePath = useLocalePath()
	const name = `${card.first_name} ${card.last_name}`
	const availability = availabilityLine(t, card)
	const office = `${card.city_name}, ${card.state}`
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
							<span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800" title={t('cards.verifiedTitle')}>
								{t('cards.verified')}
							</span>
						) : null}
						{card.featured ? <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">{t('cards.featured')}</span> : null}
						{card.spanish ? (
							<span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
								{t('common.counselsInSpanish')}
							</span>
						) : null}
					</div>
					<p className="text-sm text-slate-700">{card.role}</p>
					<p className="mt-1 text-sm text-slate-600">
						{card.online_only ? t('cards.onlineOnly', { state: placeState ?? '', office }) : office}
						{card.distance !== null && !card.online_only ? ` · ${t('cards.miles', { distance: card.distance.toFixed(1) })}` : ''}
						{card.in_person ? ` · ${t('cards.inPerson')}` : ''}
						{card.telehealth ? ` · ${t('cards.telehealth')}` : ''}
						{card.rating_average !== null ? ` · ${t('cards.rating', { average: card.rating_average.toFixed(1), count: card.rating_count })}` : ''}
					</p>
					<ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('cards.specialties')}>
						{card.specialties.slice(0, 3).map((key) => (
							<li key={key} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{specialtyText(t, key)}</li>
						))}
					</ul>
					<p className="mt-2 text-sm text-slate-700">{card.summary_preview}</p>
					<p className="mt-2 text-sm font-medium">
						<span className={availability.tone === 'yes' ? 'text-brand-800' : availability.tone === 'no' ? 'text-slate-600' : 'text-amber-900'}>{availability.text}</span>
						{card.self_pay_first_visit !== null ? <span className="font-normal text-slate-700"> · {t('cards.selfPayFirstVisit', { price: formatPrice(card.self_pay_first_visit) })}</span> : null}
						{card.superbill ? <span className="font-normal text-slate-700"> · {t('cards.superbill')}</span> : null}
					</p>
					{card.next_opening ? (
						<p className="mt-1 text-sm font-semibold text-ink">
							{t('cards.nextOpening')} <time dateTime={card.next_opening}>{openingText(t, card.next_opening, now)}</time>
						</p>
					) : null}
				</div>
			</article>
			{children}
		</li>
	)
}
