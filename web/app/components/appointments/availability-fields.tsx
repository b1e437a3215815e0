import { Link } from 'react-router'
import type { Translate } from '#app/i18n/format-message.ts'
import type { TimeWindow, Weekday } from '#app/modules/appointments/openings.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { formatText, kindText } from '#app/modules/appointments/visit-kind-text.ts'
import { clockTimeIn } from '#app/modules/profiles/clock-time.ts'
import { dayNames } from '#app/components/profile/day-names.ts'
import { timeOffField, timeOffRows, weekdayNames, windowField, windowsPerDay, type AvailabilityErrors, type AvailabilityValues } from '#app/modules/appointments/availability-page-form.ts'
import { firstVisitMinutes, visitFormats, visitKinds } from '#app/modules/appointments/visit-kinds.ts'

type Props = { values: AvailabilityValues; errors: AvailabilityErrors }
type OfficeHours = { weekday: Weekday; ranges: string[] }[] | null

const text = (values: AvailabilityValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
const inputClass = (error: string | undefined) =>
	`rounded-lg border px-2 py-1.5 text-slate-900 shadow-sm ${error ? 'border-red-600' : 'border-slate-300'}`

function ErrorLine({ id, error }: { id: string; error?: string }) {
	return error ? (
		<p id={id} className="text-sm text-red-700">
			{error}
		</p>
	) : null
}

const errorId = (name: string) => `availability-${name.replace(/\./g, '-')}-error`

/** Where the first-visit fee is edited: step 2 of the profile's setup, at the field. */
export const feeEditPath = '/setupprofile?step=2#profile-self_pay_first_visit'

function KindFields({ values, errors, kind, firstVisitFee }: Props & { kind: (typeof visitKinds)[number]; firstVisitFee: string | null }) {
	const t = useT()
	const localePath = useLocalePath()
	const formats = new Set(Array.isArray(values[`${kind}.formats`]) ? (values[`${kind}.formats`] as string[]) : [])
	return (
		<fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
			<legend className="px-1 text-sm font-semibold text-ink">{kindText(t, kind)}</legend>
			<label className="flex items-center gap-2 text-sm text-slate-800">
				<input type="checkbox" name={`${kind}.enabled`} defaultChecked={text(values, `${kind}.enabled`) === 'on'} className="size-4 accent-brand-700" />
				{t(kind === 'intro' ? 'dashboard.availabilityEditor.offerIntro' : 'dashboard.availabilityEditor.offerFirst')}
			</label>
			{kind === 'first' ? (
				<div className="flex flex-wrap gap-4">
					<label className="space-y-1 text-sm">
						<span className="block font-medium text-slate-800">{t('dashboard.availabilityEditor.length')}</span>
						<select name="first.minutes" defaultValue={text(values, 'first.minutes') || '60'} className={inputClass(errors['first.minutes'])}>
							{Array.from({ length: (firstVisitMinutes.max - firstVisitMinutes.min) / firstVisitMinutes.step + 1 }, (_, i) => firstVisitMinutes.min + i * firstVisitMinutes.step).map((minutes) => (
								<option key={minutes} value={minutes}>
									{t('booking.minutes', { minutes })}
								</option>
							))}
						</select>
					</label>
					<div className="space-y-1 text-sm">
						<span className="block font-medium text-slate-800">{t('dashboard.availabilityEditor.price')}</span>
						{/* One price per visit (issue 42.2): the first visit costs the fee "Services and fees" shows, edited there and only there. */}
						<p id="availability-first-price" className="pt-1.5 text-slate-800">
							{firstVisitFee ? t('dashboard.availabilityEditor.fee', { fee: firstVisitFee }) : t('dashboard.availabilityEditor.noFee')}{' '}
							<Link to={localePath(feeEditPath)} className="font-medium text-brand-800 underline">
								{firstVisitFee ? t('dashboard.availabilityEditor.changeFee') : t('dashboard.availabilityEditor.addFee')}
							</Link>
						</p>
					</div>
				</div>
			) : null}
			<ErrorLine id={errorId(`${kind}.minutes`)} error={errors[`${kind}.minutes`]} />
			<div className="flex flex-wrap gap-4 text-sm">
				{visitFormats.map((format) => (
					<label key={format} className="inline-flex items-center gap-2 text-slate-700">
						<input type="checkbox" name={`${kind}.formats`} value={format} defaultChecked={formats.has(format)} className="size-4 accent-brand-700" />
						{formatText(t, format)}
					</label>
				))}
			</div>
			<ErrorLine id={errorId(`${kind}.formats`)} error={errors[`${kind}.formats`] ?? errors[`${kind}.enabled`]} />
		</fieldset>
	)
}

function TimeInput({ values, errors, name, label }: Props & { name: string; label: string }) {
	return (
		<input
			type="time"
			name={name}
			aria-label={label}
			defaultValue={text(values, name)}
			step={900}
			aria-invalid={errors[name] ? true : undefined}
			aria-describedby={errors[name] ? errorId(name) : undefined}
			className={inputClass(errors[name])}
		/>
	)
}

/**
 * The "Appointments" section of the profile editor: kinds of visit, weekly
 * windows, time off, notice and horizon. Plain fields (a few rows a day), so
 * it works without JavaScript; the checks are the API's.
 */
export function AvailabilityFields({ values, errors, officeHours, outsideHours, firstVisitFee }: Props & { officeHours: OfficeHours; outsideHours: TimeWindow[]; firstVisitFee: string | null }) {
	const t = useT()
	const offRows = timeOffRows(values)
	const names = weekdayLabels(t)
	const dayName = (weekday: Weekday) => names[weekday - 1]!
	return (
		<div className="space-y-6">
			<p className="text-sm text-slate-700">{t('dashboard.availabilityEditor.intro')}</p>
			<div className="grid gap-4 md:grid-cols-2">
				{visitKinds.map((kind) => (
					<KindFields key={kind} kind={kind} values={values} errors={errors} firstVisitFee={firstVisitFee} />
				))}
			</div>
			<fieldset className="space-y-2">
				<legend className="text-sm font-semibold text-ink">{t('dashboard.availabilityEditor.weekly')}</legend>
				<p className="text-xs text-slate-600">{t('dashboard.availabilityEditor.weeklyHint', { count: windowsPerDay })}</p>
				<div className="divide-y divide-slate-100">
					{weekdayNames.map(([weekday]) => (
						<div key={weekday} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start">
							<span className="w-28 pt-1.5 text-sm font-medium text-slate-800">{dayName(weekday)}</span>
							<div className="flex flex-1 flex-wrap gap-x-5 gap-y-2">
								{Array.from({ length: windowsPerDay }, (_, slot) => {
									const start = windowField(weekday, slot, 'start')
									const end = windowField(weekday, slot, 'end')
									return (
										<div key={slot}>
											<div className="flex items-center gap-1 text-sm">
												<TimeInput values={values} errors={errors} name={start} label={t('dashboard.availabilityEditor.windowFrom', { day: dayName(weekday), n: slot + 1 })} />
												<span aria-hidden="true">–</span>
												<TimeInput values={values} errors={errors} name={end} label={t('dashboard.availabilityEditor.windowTo', { day: dayName(weekday), n: slot + 1 })} />
											</div>
											<ErrorLine id={errorId(start)} error={errors[start]} />
											<ErrorLine id={errorId(end)} error={errors[end]} />
										</div>
									)
								})}
							</div>
						</div>
					))}
				</div>
			</fieldset>
			<OutsideHours values={values} errors={errors} officeHours={officeHours} outside={outsideHours.map((w) => `${dayName(w.weekday)} ${clockTimeIn(w.start, t.locale)}–${clockTimeIn(w.end, t.locale)}`)} />
			<fieldset className="space-y-2">
				<legend className="text-sm font-semibold text-ink">{t('dashboard.availabilityEditor.timeOff')}</legend>
				<p className="text-xs text-slate-600">{t('dashboard.availabilityEditor.timeOffHint')}</p>
				{Array.from({ length: offRows }, (_, row) => {
					const from = timeOffField(row, 'from')
					const to = timeOffField(row, 'to')
					return (
						<div key={row}>
							<div className="flex flex-wrap items-center gap-2 text-sm">
								<input type="date" name={from} aria-label={t('dashboard.availabilityEditor.timeOffFirst', { n: row + 1 })} defaultValue={text(values, from)} className={inputClass(errors[from])} />
								<span aria-hidden="true">{t('dashboard.availabilityEditor.to')}</span>
								<input
									type="date"
									name={to}
									aria-label={t('dashboard.availabilityEditor.timeOffLast', { n: row + 1 })}
									defaultValue={text(values, to)}
									aria-invalid={errors[to] ? true : undefined}
									aria-describedby={errors[to] ? errorId(to) : undefined}
									className={inputClass(errors[to])}
								/>
							</div>
							<ErrorLine id={errorId(to)} error={errors[to] ?? errors[from]} />
						</div>
					)
				})}
			</fieldset>
			<div className="grid gap-4 sm:grid-cols-2">
				{(
					[
						['noticeHours', t('dashboard.availabilityEditor.notice'), t('dashboard.availabilityEditor.noticeHint')],
						['horizonDays', t('dashboard.availabilityEditor.horizon'), t('dashboard.availabilityEditor.horizonHint')],
					] as const
				).map(([name, label, hint]) => (
					<div key={name} className="space-y-1 text-sm">
						<label htmlFor={`availability-${name}`} className="block font-medium text-slate-800">
							{label}
						</label>
						<input
							id={`availability-${name}`}
							name={name}
							inputMode="numeric"
							defaultValue={text(values, name)}
							aria-invalid={errors[name] ? true : undefined}
							aria-describedby={`availability-${name}-hint${errors[name] ? ` ${errorId(name)}` : ''}`}
							className={`w-28 ${inputClass(errors[name])}`}
						/>
						<p id={`availability-${name}-hint`} className="text-xs text-slate-600">
							{hint}
						</p>
						<ErrorLine id={errorId(name)} error={errors[name]} />
					</div>
				))}
			</div>
		</div>
	)
}

/**
 * The office hours the profile shows beside the openings, and the note for windows outside them
 * (issue 42.1): without a note those windows are not offered, so the profile never contradicts itself.
 */
function OutsideHours({ values, errors, officeHours, outside }: Props & { officeHours: OfficeHours; outside: string[] }) {
	const t = useT()
	if (!officeHours) return null
	const names = weekdayLabels(t)
	const error = errors.outsideHoursNote
	const note = text(values, 'outsideHoursNote')
	return (
		<fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
			<legend className="px-1 text-sm font-semibold text-ink">{t('dashboard.availabilityEditor.outside')}</legend>
			<p className="text-sm text-slate-700">
				{t('dashboard.availabilityEditor.officeHours', {
					hours: officeHours.map(({ weekday, ranges }) => `${names[weekday - 1]!.slice(0, 3)} ${ranges.length ? ranges.join(', ') : t('dashboard.availabilityEditor.closed')}`).join(' · '),
				})}
			</p>
			{outside.length ? (
				<p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
					{t('dashboard.availabilityEditor.outsideList', { times: outside.join('; ') })} {note ? t('dashboard.availabilityEditor.offeredWithNote') : t('dashboard.availabilityEditor.notOffered')}
				</p>
			) : null}
			<label htmlFor="availability-outsideHoursNote" className="block text-sm font-medium text-slate-800">
				{t('dashboard.availabilityEditor.note')}
			</label>
			<input
				id="availability-outsideHoursNote"
				name="outsideHoursNote"
				list="availability-outside-hours-notes"
				maxLength={80}
				defaultValue={note}
				placeholder={t('dashboard.availabilityEditor.noteVideo')}
				aria-invalid={error ? true : undefined}
				aria-describedby={`availability-outsideHoursNote-hint${error ? ` ${errorId('outsideHoursNote')}` : ''}`}
				className={`w-full max-w-md ${inputClass(error)}`}
			/>
			<datalist id="availability-outside-hours-notes">
				<option value={t('dashboard.availabilityEditor.noteVideo')} />
				<option value={t('dashboard.availabilityEditor.noteEvenings')} />
				<option value={t('dashboard.availabilityEditor.noteWeekends')} />
			</datalist>
			<p id="availability-outsideHoursNote-hint" className="text-xs text-slate-600">
				{t('dashboard.availabilityEditor.noteHint', { video: t('dashboard.availabilityEditor.noteVideo'), evenings: t('dashboard.availabilityEditor.noteEvenings') })}
			</p>
			<ErrorLine id={errorId('outsideHoursNote')} error={error} />
		</fieldset>
	)
}

/** Said instead of the form when the plan has no online booking. */
export function BookingNotInPlan() {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<p className="text-sm text-slate-700">
			{t.rich('dashboard.availabilityEditor.notInPlan', {
				professional: t('pricing.plan.professional.name'),
				practice: t('pricing.plan.practice.name'),
				link: (chunks) => (
					<Link to={localePath('/services')} className="font-medium text-brand-800 underline">
						{chunks}
					</Link>
				),
			})}
		</p>
	)
}

/** Monday to Sunday in the page's language (the profile's day names). */
function weekdayLabels(t: Translate) {
	const days = dayNames(t)
	return [days.mon, days.tue, days.wed, days.thu, days.fri, days.sat, days.sun]
}
