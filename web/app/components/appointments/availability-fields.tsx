import { Link } from 'react-router'
import type { TimeWindow, Weekday } from '#app/modules/appointments/openings.ts'
import { clockTime } from '#app/modules/profiles/office-hours.ts'
import { timeOffField, timeOffRows, weekdayNames, windowField, windowsPerDay, type AvailabilityErrors, type AvailabilityValues } from '#app/modules/appointments/availability-page-form.ts'
import { firstVisitMinutes, formatLabels, kindLabels, visitFormats, visitKinds } from '#app/modules/appointments/visit-kinds.ts'

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
	const formats = new Set(Array.isArray(values[`${kind}.formats`]) ? (values[`${kind}.formats`] as string[]) : [])
	return (
		<fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
			<legend className="px-1 text-sm font-semibold text-ink">{kindLabels[kind]}</legend>
			<label className="flex items-center gap-2 text-sm text-slate-800">
				<input type="checkbox" name={`${kind}.enabled`} defaultChecked={text(values, `${kind}.enabled`) === 'on'} className="size-4 accent-brand-700" />
				Offer {kind === 'intro' ? 'a free 15-minute intro call' : 'first visits'}
			</label>
			{kind === 'first' ? (
				<div className="flex flex-wrap gap-4">
					<label className="space-y-1 text-sm">
						<span className="block font-medium text-slate-800">Length</span>
						<select name="first.minutes" defaultValue={text(values, 'first.minutes') || '60'} className={inputClass(errors['first.minutes'])}>
							{Array.from({ length: (firstVisitMinutes.max - firstVisitMinutes.min) / firstVisitMinutes.step + 1 }, (_, i) => firstVisitMinutes.min + i * firstVisitMinutes.step).map((minutes) => (
								<option key={minutes} value={minutes}>
									{minutes} minutes
								</option>
							))}
						</select>
					</label>
					<div className="space-y-1 text-sm">
						<span className="block font-medium text-slate-800">Price</span>
						{/* One price per visit (issue 42.2): the first visit costs the fee "Services and fees" shows, edited there and only there. */}
						<p id="availability-first-price" className="pt-1.5 text-slate-800">
							{firstVisitFee ? `${firstVisitFee}, your first-visit fee` : 'No first-visit fee on your profile: visitors see the length without a price.'}{' '}
							<Link to={feeEditPath} className="font-medium text-brand-800 underline">
								{firstVisitFee ? 'Change it in Services and fees' : 'Add it in Services and fees'}
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
						{formatLabels[format]}
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
	const offRows = timeOffRows(values)
	const dayName = (weekday: Weekday) => weekdayNames.find(([day]) => day === weekday)![1]
	return (
		<div className="space-y-6">
			<p className="text-sm text-slate-700">
				Visitors see your openings on your profile a week at a time, as far ahead as “How far ahead” allows, and book them; you confirm or decline each request. All times are your office’s time zone.
			</p>
			<div className="grid gap-4 md:grid-cols-2">
				{visitKinds.map((kind) => (
					<KindFields key={kind} kind={kind} values={values} errors={errors} firstVisitFee={firstVisitFee} />
				))}
			</div>
			<fieldset className="space-y-2">
				<legend className="text-sm font-semibold text-ink">Weekly hours for appointments</legend>
				<p className="text-xs text-slate-600">Up to {windowsPerDay} windows a day, e.g. 09:00 to 12:00 and 13:00 to 17:00. Leave a row empty for none.</p>
				<div className="divide-y divide-slate-100">
					{weekdayNames.map(([weekday, dayName]) => (
						<div key={weekday} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start">
							<span className="w-28 pt-1.5 text-sm font-medium text-slate-800">{dayName}</span>
							<div className="flex flex-1 flex-wrap gap-x-5 gap-y-2">
								{Array.from({ length: windowsPerDay }, (_, slot) => {
									const start = windowField(weekday, slot, 'start')
									const end = windowField(weekday, slot, 'end')
									return (
										<div key={slot}>
											<div className="flex items-center gap-1 text-sm">
												<TimeInput values={values} errors={errors} name={start} label={`${dayName}, window ${slot + 1}, from`} />
												<span aria-hidden="true">–</span>
												<TimeInput values={values} errors={errors} name={end} label={`${dayName}, window ${slot + 1}, to`} />
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
			<OutsideHours values={values} errors={errors} officeHours={officeHours} outside={outsideHours.map((w) => `${dayName(w.weekday)} ${clockTime(w.start)}–${clockTime(w.end)}`)} />
			<fieldset className="space-y-2">
				<legend className="text-sm font-semibold text-ink">Time off</legend>
				<p className="text-xs text-slate-600">Days with no appointments, first and last day included.</p>
				{Array.from({ length: offRows }, (_, row) => {
					const from = timeOffField(row, 'from')
					const to = timeOffField(row, 'to')
					return (
						<div key={row}>
							<div className="flex flex-wrap items-center gap-2 text-sm">
								<input type="date" name={from} aria-label={`Time off ${row + 1}, first day`} defaultValue={text(values, from)} className={inputClass(errors[from])} />
								<span aria-hidden="true">to</span>
								<input
									type="date"
									name={to}
									aria-label={`Time off ${row + 1}, last day`}
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
						['noticeHours', 'Minimum notice (hours)', 'How long before an appointment a visitor may book it.'],
						['horizonDays', 'How far ahead (days)', 'Visitors may book up to this many days ahead.'],
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
	if (!officeHours) return null
	const error = errors.outsideHoursNote
	const note = text(values, 'outsideHoursNote')
	return (
		<fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
			<legend className="px-1 text-sm font-semibold text-ink">Times outside your office hours</legend>
			<p className="text-sm text-slate-700">
				Your profile shows these office hours:{' '}
				{officeHours.map(({ weekday, ranges }) => `${weekdayNames.find(([day]) => day === weekday)![1].slice(0, 3)} ${ranges.length ? ranges.join(', ') : 'closed'}`).join(' · ')}.
				Openings are offered inside them. Times outside them are offered only with a note that says what they are, shown beside your hours.
			</p>
			{outside.length ? (
				<p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
					Outside your office hours: {outside.join('; ')}. {note ? 'They are offered, with your note beside your hours.' : 'Without a note they are not offered.'}
				</p>
			) : null}
			<label htmlFor="availability-outsideHoursNote" className="block text-sm font-medium text-slate-800">
				Note for those times (optional)
			</label>
			<input
				id="availability-outsideHoursNote"
				name="outsideHoursNote"
				list="availability-outside-hours-notes"
				maxLength={80}
				defaultValue={note}
				placeholder="Video calls only"
				aria-invalid={error ? true : undefined}
				aria-describedby={`availability-outsideHoursNote-hint${error ? ` ${errorId('outsideHoursNote')}` : ''}`}
				className={`w-full max-w-md ${inputClass(error)}`}
			/>
			<datalist id="availability-outside-hours-notes">
				<option value="Video calls only" />
				<option value="Evenings by appointment" />
				<option value="Weekends by appointment" />
			</datalist>
			<p id="availability-outsideHoursNote-hint" className="text-xs text-slate-600">
				Up to 80 characters, for example “Video calls only” or “Evenings by appointment”.
			</p>
			<ErrorLine id={errorId('outsideHoursNote')} error={error} />
		</fieldset>
	)
}

/** Said instead of the form when the plan has no online booking. */
export function BookingNotInPlan() {
	return (
		<p className="text-sm text-slate-700">
			Online booking comes with the Professional and Practice plans.{' '}
			<Link to="/services" className="font-medium text-brand-800 underline">
				See the plans
			</Link>
			.
		</p>
	)
}
