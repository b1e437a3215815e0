import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { intlLocale } from '#app/i18n/locale.ts'
import { slotsOf, type OpeningDay } from '#app/modules/appointments/opening-slots.ts'
import type { ProfileOpenings as Openings } from '#app/modules/appointments/profile-openings.server.ts'
import { zoneWords } from '#app/modules/clock/zone-words.ts'

/** Times shown per day before "more times" (the rest sit in a disclosure that works without JavaScript). */
const shownPerDay = 6

/** The list of a day's times: each link's look comes from the list's class (app.css), not from classes on each of a week's hundred links. */
const slotList = 'opening-times mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6'

/**
 * The visitor's zone as the browser knows it; null on the server and before hydration, so the first
 * render matches. Asked only once the openings come near the screen: the browser's first
 * Intl.DateTimeFormat loads its time-zone data (a long task on a phone), and most visitors read the
 * profile's top first (docs/decisions/060's Lighthouse note).
 */
function useBrowserZone(near: RefObject<HTMLElement | null>) {
	const [zone, setZone] = useState<string | null>(null)
	useEffect(() => {
		const ask = () => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null)
		const element = near.current
		if (!element || typeof IntersectionObserver === 'undefined') return ask()
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return
				observer.disconnect()
				ask()
			},
			{ rootMargin: '200px' },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [near])
	return zone
}

/**
 * The public profile's openings (issue 29): a week of one kind of visit,
 * grouped by day, each a plain link to the booking form, with links to the
 * next and previous weeks up to the dietitian's horizon, so a visitor pages
 * and books without JavaScript. Times are the office's; when the visitor's zone
 * differs (the browser's, or the one they chose here) each also shows in theirs.
 */
export function ProfileOpenings({ id, name, openings }: { id: number; name: string; openings: Openings }) {
	const t = useT()
	const root = useRef<HTMLDivElement>(null)
	const browserZone = useBrowserZone(root)
	const visitorZone = openings.visitorZone ?? browserZone
	const showVisitor = visitorZone !== null && visitorZone !== openings.timeZone
	// One formatter for every time: each new one with a zone costs the browser a lookup.
	const format = useMemo(() => {
		let formatter: Intl.DateTimeFormat | null = null
		// Spanish writes "a. m." as the server's times do.
		return (at: number) => (formatter ??= new Intl.DateTimeFormat(intlLocale(t.locale), { timeZone: visitorZone ?? undefined, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })).format(at).replace(/\b([ap])\.\s?m\./g, '$1. m.')
	}, [visitorZone, t.locale])
	const visitorTime = (at: number, serverText: string | null) => {
		if (!showVisitor) return null
		if (serverText && openings.visitorZone) return serverText
		return format(at)
	}
	// The page's own choices (zone, week) travel with every link it makes.
	const query = (more: Record<string, string>) => new URLSearchParams({ ...(showVisitor ? { tz: visitorZone } : {}), ...more }).toString()
	const weekQuery = (week: number) => query({ kind: openings.kind, ...(week ? { week: String(week) } : {}) })
	const current = openings.kinds.find((k) => k.kind === openings.kind)!
	// The booking link writes the start to the minute, its offset's "+" escaped (a "+" in a query is a space).
	// Relative to the profile's own address (/viewdoctorprofile/30, /es/viewdoctorprofile/30): a week's hundred
	// links each spare the path they share, and the busiest profile stays within its 130 KB of HTML.
	const bookPath = `${id}/book`
	const bookQuery = query({ kind: openings.kind })
	const dayItem = (day: OpeningDay) => {
		const links = slotsOf(day, t.locale).map((slot) => {
			const theirs = visitorTime(slot.at, slot.visitor)
			return (
				<li key={slot.start}>
					<a href={`${bookPath}?${bookQuery}&start=${slot.start.replace('+', '%2B')}`}>
						{/* The office's time alone is the link's text; with the visitor's zone beside it, each is a line. */}
						{theirs ? (
							<>
								<span>{slot.office}</span>
								<span>{theirs}</span>
							</>
						) : (
							slot.office
						)}
					</a>
				</li>
			)
		})
		return (
			<li key={day.date} data-day={day.date}>
				<h3 className="text-sm font-semibold text-ink">{day.label}</h3>
				<ul className={slotList}>{links.slice(0, shownPerDay)}</ul>
				{links.length > shownPerDay ? (
					<details className="mt-2">
						<summary className="cursor-pointer text-sm font-medium text-brand-800">{t('booking.moreTimes', { count: links.length - shownPerDay })}</summary>
						<ul className={slotList}>{links.slice(shownPerDay)}</ul>
					</details>
				) : null}
			</li>
		)
	}
	const weekLink = (week: number, label: string, rel: 'prev' | 'next') => (
		<Link to={`?${weekQuery(week)}#book`} preventScrollReset rel={rel} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-50">
			{rel === 'prev' ? <span aria-hidden="true">← </span> : null}
			{label}
			{rel === 'next' ? <span aria-hidden="true"> →</span> : null}
		</Link>
	)
	const weeks =
		openings.lastWeek > 0 ? (
			<nav aria-label={t('booking.week.nav')} className="flex flex-wrap items-center justify-between gap-2">
				{openings.week > 0 ? weekLink(openings.week - 1, t('booking.week.previous'), 'prev') : <span />}
				{openings.week < openings.lastWeek ? weekLink(openings.week + 1, t('booking.week.next'), 'next') : null}
			</nav>
		) : null
	return (
		<div ref={root} className="space-y-4">
			{openings.kinds.length > 1 ? (
				<nav aria-label={t('booking.kindOfVisit')} className="flex flex-wrap gap-2">
					{openings.kinds.map((kind) => (
						<Link
							key={kind.kind}
							to={`?${query({ kind: kind.kind, ...(openings.week ? { week: String(openings.week) } : {}) })}#book`}
							preventScrollReset
							aria-current={kind.kind === openings.kind ? 'true' : undefined}
							className={kind.kind === openings.kind ? 'rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-200'}
						>
							{kind.label}
						</Link>
					))}
				</nav>
			) : null}
			<p className="text-sm">
				<strong>{current.label}</strong>: {current.price}; {current.formats.join(', ').toLowerCase()}.
			</p>
			<p className="text-sm text-slate-600" id="openings-zone">
				{t('booking.officeZone', { zone: openings.zoneName })}
				{showVisitor ? ` ${t('booking.yourZone', { zone: zoneWords(visitorZone, intlLocale(t.locale)) })}` : ''}
			</p>
			{browserZone && !openings.visitorZone ? null : (
				<form method="get" action="#book" className="flex flex-wrap items-end gap-2 text-sm">
					<input type="hidden" name="kind" value={openings.kind} />
					{openings.week ? <input type="hidden" name="week" value={openings.week} /> : null}
					<label className="space-y-1">
						<span className="block font-medium text-slate-800">{t('booking.alsoShowIn')}</span>
						<select name="tz" defaultValue={openings.visitorZone ?? ''} className="rounded-lg border border-slate-300 px-2 py-1.5">
							<option value="">{t('booking.officeZoneOnly')}</option>
							{openings.zones.map(([zone, label]) => (
								<option key={zone} value={zone}>
									{label}
								</option>
							))}
						</select>
					</label>
					<button type="submit" className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50">
						{t('booking.show')}
					</button>
				</form>
			)}
			{openings.days.length === 0 ? (
				<p className="rounded-xl bg-slate-50 p-4 text-sm">
					{t('booking.noOpenings', { name, kind: current.label.toLowerCase() })}
				</p>
			) : (
				<ul className="space-y-4" aria-describedby="openings-zone">
					{openings.days.map(dayItem)}
				</ul>
			)}
			{weeks}
		</div>
	)
}
