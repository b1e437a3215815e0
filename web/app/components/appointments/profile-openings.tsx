import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { intlLocale } from '#app/i18n/locale.ts'
import type { ProfileOpenings as Openings } from '#app/modules/appointments/profile-openings.server.ts'
import { zoneWords } from '#app/modules/clock/zone-words.ts'

/** Times shown per day before "more times", and days before "more days" (the rest sit in disclosures that work without JavaScript). */
const shownPerDay = 6
const shownDays = 4

const zoneChoices = (t: Translate) =>
	[
		['America/New_York', t('booking.zone.eastern')],
		['America/Chicago', t('booking.zone.central')],
		['America/Denver', t('booking.zone.mountain')],
		['America/Phoenix', t('booking.zone.arizona')],
		['America/Los_Angeles', t('booking.zone.pacific')],
		['America/Anchorage', t('booking.zone.alaska')],
		['Pacific/Honolulu', t('booking.zone.hawaii')],
		['America/Puerto_Rico', t('booking.zone.atlantic')],
	] as const

const priceText = (t: Translate, kind: { minutes: number; priceCents: number | null; kind: string }) =>
	kind.kind === 'intro' || !kind.priceCents ? t('booking.minutesFree', { minutes: kind.minutes }) : t('booking.minutesPrice', { minutes: kind.minutes, price: `$${(kind.priceCents / 100).toFixed(kind.priceCents % 100 ? 2 : 0)}` })

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
 * The public profile's openings (issue 29): the next 14 days of one kind of
 * visit, grouped by day, each a plain link to the booking form, so a visitor
 * books without JavaScript. Times are the office's; when the visitor's zone
 * differs (the browser's, or the one they chose here) each also shows in theirs.
 */
export function ProfileOpenings({ id, name, openings }: { id: number; name: string; openings: Openings }) {
	const t = useT()
	const localePath = useLocalePath()
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
	const query = (more: Record<string, string>) => new URLSearchParams({ ...(showVisitor ? { tz: visitorZone } : {}), ...more }).toString()
	const current = openings.kinds.find((k) => k.kind === openings.kind)!
	const dayItem = (day: Openings['days'][number]) => {
		const links = day.slots.map((slot) => {
			const theirs = visitorTime(slot.at, slot.visitor)
			return (
				<li key={slot.start}>
					<Link
						to={localePath(`/viewdoctorprofile/${id}/book?${query({ kind: openings.kind, start: slot.start })}`)}
						className="flex w-full flex-col items-center rounded-lg border border-brand-200 bg-brand-50 px-1 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-100"
					>
						<span>{slot.office}</span>
						{theirs ? <span className="text-xs font-normal text-slate-700">{theirs}</span> : null}
					</Link>
				</li>
			)
		})
		return (
			<li key={day.date} data-day={day.date}>
				<h3 className="text-sm font-semibold text-ink">{day.label}</h3>
				<ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">{links.slice(0, shownPerDay)}</ul>
				{links.length > shownPerDay ? (
					<details className="mt-2">
						<summary className="cursor-pointer text-sm font-medium text-brand-800">{t('booking.moreTimes', { count: links.length - shownPerDay })}</summary>
						<ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">{links.slice(shownPerDay)}</ul>
					</details>
				) : null}
			</li>
		)
	}
	return (
		<div ref={root} className="space-y-4">
			{openings.kinds.length > 1 ? (
				<nav aria-label={t('booking.kindOfVisit')} className="flex flex-wrap gap-2">
					{openings.kinds.map((kind) => (
						<Link
							key={kind.kind}
							to={`?${query({ kind: kind.kind })}#book`}
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
				<strong>{current.label}</strong>: {priceText(t, current)}; {current.formats.join(', ').toLowerCase()}.
			</p>
			<p className="text-sm text-slate-600" id="openings-zone">
				{t('booking.officeZone', { zone: openings.zoneName })}
				{showVisitor ? ` ${t('booking.yourZone', { zone: zoneWords(visitorZone, intlLocale(t.locale)) })}` : ''}
			</p>
			{browserZone && !openings.visitorZone ? null : (
				<form method="get" action="#book" className="flex flex-wrap items-end gap-2 text-sm">
					<input type="hidden" name="kind" value={openings.kind} />
					<label className="space-y-1">
						<span className="block font-medium text-slate-800">{t('booking.alsoShowIn')}</span>
						<select name="tz" defaultValue={openings.visitorZone ?? ''} className="rounded-lg border border-slate-300 px-2 py-1.5">
							<option value="">{t('booking.officeZoneOnly')}</option>
							{zoneChoices(t).map(([zone, label]) => (
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
				<>
					<ul className="space-y-4" aria-describedby="openings-zone">
						{openings.days.slice(0, shownDays).map(dayItem)}
					</ul>
					{openings.days.length > shownDays ? (
						<details>
							<summary className="cursor-pointer text-sm font-medium text-brand-800">
								{t('booking.moreDays', { count: openings.days.length - shownDays })}
							</summary>
							<ul className="mt-4 space-y-4" aria-describedby="openings-zone">
								{openings.days.slice(shownDays).map(dayItem)}
							</ul>
						</details>
					) : null}
				</>
			)}
		</div>
	)
}
