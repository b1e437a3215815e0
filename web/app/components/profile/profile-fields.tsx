import { useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { usStates } from '#app/modules/directory/us-states.ts'
import { weekDays } from '#app/modules/profiles/office-hours.ts'
import { photoMaxBytes, photoMediaTypes, photoTooLarge, photoWrongType } from '#app/modules/profiles/photo-rules.ts'
import { credentials, insurancePayers, languages, specialties } from '#app/modules/profiles/taxonomy.ts'

/** What a profile form shows: the saved profile, or what was just submitted. */
export type ProfileValues = Record<string, unknown>
export type ProfileErrors = Record<string, string | undefined>
type Props = { values: ProfileValues; errors: ProfileErrors }

const text = (values: ProfileValues, name: string) => (typeof values[name] === 'string' || typeof values[name] === 'number' ? String(values[name]) : '')
const listOf = (values: ProfileValues, name: string) => (Array.isArray(values[name]) ? (values[name] as unknown[]).map(String) : [])
const errs = (errors: ProfileErrors, name: string) => (errors[name] ? [errors[name]!] : undefined)

function TextInput({ values, errors, name, label, type = 'text', required = false, hint, autoComplete, maxLength = 120, inputMode }: Props & { name: string; label: string; type?: string; required?: boolean; hint?: string; autoComplete?: string; maxLength?: number; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' }) {
	return (
		<Field
			label={required ? label : `${label} (optional)`}
			hint={hint}
			errors={errs(errors, name)}
			inputProps={{ id: `profile-${name}`, name, type, defaultValue: text(values, name), required, autoComplete, maxLength, inputMode }}
		/>
	)
}

function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
	return error ? (
		<p id={id} className="text-sm text-red-700">
			{error}
		</p>
	) : null
}

/** A group of checkboxes posted as a repeated field. */
function Checkboxes({ values, errors, name, legend, options, columns = 'sm:grid-cols-3' }: Props & { name: string; legend: string; options: readonly (readonly [string, string])[]; columns?: string }) {
	const chosen = new Set(listOf(values, name))
	return (
		<fieldset aria-describedby={errors[name] ? `profile-${name}-error` : undefined}>
			<legend className="text-sm font-medium text-slate-800">{legend}</legend>
			<div className={`mt-2 grid grid-cols-2 gap-x-4 gap-y-2 ${columns}`}>
				{options.map(([value, label]) => (
					<label key={value} className="flex items-center gap-2 text-sm text-slate-700">
						<input type="checkbox" name={name} value={value} defaultChecked={chosen.has(value)} className="size-4 rounded border-slate-300 accent-brand-700" />
						{label}
					</label>
				))}
			</div>
			<ErrorLine id={`profile-${name}-error`} error={errors[name]} />
		</fieldset>
	)
}

function Checkbox({ values, name, label }: Props & { name: string; label: string }) {
	return (
		<label className="flex items-center gap-2 text-sm text-slate-800">
			<input type="checkbox" name={name} defaultChecked={values[name] === true} className="size-4 rounded border-slate-300 accent-brand-700" />
			{label}
		</label>
	)
}

function StateSelect({ values, errors, name = 'state' }: Props & { name?: string }) {
	return (
		<div className="space-y-1">
			<label htmlFor={`profile-${name}`} className="block text-sm font-medium text-slate-800">
				State
			</label>
			<select
				id={`profile-${name}`}
				name={name}
				required
				defaultValue={text(values, name)}
				aria-invalid={errors[name] ? true : undefined}
				aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
				className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm"
			>
				<option value="">Choose…</option>
				{usStates.map(([code, label]) => (
					<option key={code} value={code}>
						{label}
					</option>
				))}
			</select>
			<ErrorLine id={`profile-${name}-error`} error={errors[name]} />
		</div>
	)
}

const pairs = (list: readonly string[]) => list.map((item) => [item, item] as const)

export function IdentityFields(props: Props) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<TextInput {...props} name="first_name" label="First name" required autoComplete="given-name" maxLength={60} />
			<TextInput {...props} name="last_name" label="Last name" required autoComplete="family-name" maxLength={60} />
			<TitleFields {...props} />
			<div className="sm:col-span-2">
				<Checkboxes {...props} name="credentials" legend="Credentials" options={pairs(credentials)} columns="sm:grid-cols-4" />
			</div>
		</div>
	)
}

export function TitleFields(props: Props) {
	return (
		<>
			<TextInput {...props} name="profile_name" label="Profile name" required hint="How your practice appears in search, e.g. “Maya Chen Nutrition”." />
			<TextInput {...props} name="role" label="Professional title" required hint="e.g. Registered Dietitian Nutritionist" maxLength={80} />
		</>
	)
}

export function WebsiteField(props: Props) {
	return <TextInput {...props} name="website_url" label="Website" type="url" autoComplete="url" maxLength={300} hint="A full address, starting with https://" />
}

export function ContactFields(props: Props) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<TextInput {...props} name="business_email" label="Business e-mail" type="email" required autoComplete="email" maxLength={254} hint="Contact requests are sent here; visitors never see it." />
			<TextInput {...props} name="office_number" label="Office phone" type="tel" required autoComplete="tel" maxLength={30} />
			<TextInput {...props} name="office_fax" label="Fax" type="tel" maxLength={30} />
			<TextInput {...props} name="street_address" label="Street address" required autoComplete="address-line1" />
			<TextInput {...props} name="apt_suite" label="Suite" autoComplete="address-line2" maxLength={40} />
			<TextInput {...props} name="city_name" label="City" required autoComplete="address-level2" maxLength={80} />
			<StateSelect {...props} />
			<TextInput {...props} name="zipcode" label="ZIP code" required autoComplete="postal-code" maxLength={5} inputMode="numeric" />
		</div>
	)
}

export function CredentialNumberFields(props: Props) {
	return (
		<div className="grid gap-4 sm:grid-cols-3">
			<TextInput {...props} name="npi" label="NPI" maxLength={10} inputMode="numeric" hint="10 digits; checked before listing." />
			<TextInput {...props} name="cdr_number" label="CDR registration number" maxLength={9} inputMode="numeric" />
			<TextInput {...props} name="license_number" label="State license number" maxLength={30} />
		</div>
	)
}

export function SummaryField({ values, errors }: Props) {
	return (
		<div className="space-y-1">
			<label htmlFor="profile-summary" className="block text-sm font-medium text-slate-800">
				About you
			</label>
			<textarea
				id="profile-summary"
				name="summary"
				rows={8}
				maxLength={2000}
				required
				defaultValue={text(values, 'summary')}
				aria-invalid={errors.summary ? true : undefined}
				aria-describedby={['profile-summary-hint', errors.summary ? 'profile-summary-error' : ''].filter(Boolean).join(' ')}
				className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
			/>
			<p id="profile-summary-hint" className="text-xs text-slate-600">
				50 to 2,000 characters; a blank line starts a paragraph. The first 270 characters show in search results.
			</p>
			<ErrorLine id="profile-summary-error" error={errors.summary} />
		</div>
	)
}

/** The optional Spanish summary (issue 32): the editor stays in English this round, the text it asks for is Spanish. */
export function SpanishSummaryField({ values, errors }: Props) {
	return (
		<div className="space-y-1">
			<label htmlFor="profile-summary_es" className="block text-sm font-medium text-slate-800">
				About you in Spanish (optional)
			</label>
			<textarea
				id="profile-summary_es"
				name="summary_es"
				lang="es"
				rows={8}
				maxLength={2000}
				defaultValue={text(values, 'summary_es')}
				aria-invalid={errors.summary_es ? true : undefined}
				aria-describedby={['profile-summary_es-hint', errors.summary_es ? 'profile-summary_es-error' : ''].filter(Boolean).join(' ')}
				className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
			/>
			<p id="profile-summary_es-hint" className="text-xs text-slate-600">
				If you counsel in Spanish: 50 to 2,000 characters, shown on the Spanish version of your profile. Left empty, Spanish visitors see your summary in English, marked as English.
			</p>
			<ErrorLine id="profile-summary_es-error" error={errors.summary_es} />
		</div>
	)
}

export function ServiceFields(props: Props) {
	const { values, errors } = props
	return (
		<div className="space-y-6">
			<Checkboxes {...props} name="specialties" legend="Specialties (up to 8)" options={specialties} />
			<fieldset className="space-y-2" aria-describedby={errors.offers_in_person ? 'profile-offers_in_person-error' : undefined}>
				<legend className="text-sm font-medium text-slate-800">How you see clients</legend>
				<Checkbox {...props} name="offers_in_person" label="In person, at the office" />
				<Checkbox {...props} name="offers_telehealth" label="Telehealth (video or phone)" />
				<Checkbox {...props} name="accepting_new_clients" label="Accepting new clients" />
				<ErrorLine id="profile-offers_in_person-error" error={errors.offers_in_person} />
			</fieldset>
			<details className="rounded-lg border border-slate-200 p-3" open={listOf(values, 'telehealth_states').length > 0 || Boolean(errors.telehealth_states)}>
				<summary className="cursor-pointer text-sm font-medium text-slate-800">States where you are licensed for telehealth</summary>
				<div className="mt-3">
					<Checkboxes {...props} name="telehealth_states" legend="Licensed in" options={usStates} columns="sm:grid-cols-4" />
				</div>
			</details>
			<InsuranceFields {...props} />
			<fieldset className="space-y-3">
				<legend className="text-sm font-medium text-slate-800">Self-pay (clients paying without insurance)</legend>
				<div className="grid gap-4 sm:grid-cols-2">
					<TextInput {...props} name="self_pay_first_visit" label="First visit ($)" maxLength={7} inputMode="decimal" />
					<TextInput {...props} name="self_pay_follow_up" label="Follow-up visit ($)" maxLength={7} inputMode="decimal" />
					<TextInput {...props} name="self_pay_min" label="Self-pay rate from ($)" maxLength={4} inputMode="numeric" />
					<TextInput {...props} name="self_pay_max" label="Self-pay rate to ($)" maxLength={4} inputMode="numeric" />
				</div>
				<Checkbox {...props} name="superbill" label="I give a superbill for out-of-network reimbursement" />
				<Checkbox {...props} name="sliding_scale" label="Sliding scale: lower fees by income" />
			</fieldset>
			<Checkboxes {...props} name="languages" legend="Languages" options={pairs(languages)} columns="sm:grid-cols-4" />
		</div>
	)
}

/**
 * The insurance choices, with what accepting Medicare means beside Medicare
 * and the NPI asked for once it is ticked (shown by CSS, so also without JavaScript).
 */
function InsuranceFields(props: Props) {
	const { values, errors } = props
	const shown = listOf(values, 'insurance').includes('Medicare') || Boolean(errors.npi)
	return (
		<div className="group space-y-3">
			<Checkboxes {...props} name="insurance" legend="Insurance accepted" options={pairs(insurancePayers)} />
			<div className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-200">
				<p className="font-medium text-brand-900">What accepting Medicare means for your listing</p>
				<p className="mt-1">
					Tick Medicare only if you are enrolled with Medicare and accept assignment. Your profile then shows in our Medicare guide to people whose nutrition therapy Medicare covers, and visitors can print a referral letter for their doctor, pre-filled with your name, credentials, NPI, office address, phone and fax.
				</p>
				<div className={shown ? 'mt-3' : 'mt-3 hidden group-has-[input[value=Medicare]:checked]:block'}>
					<Field
						label="NPI (required to accept Medicare)"
						hint="Your 10-digit National Provider Identifier, printed on the referral letter. A changed NPI is checked again before your profile stays listed."
						errors={errs(errors, 'npi')}
						inputProps={{ id: 'profile-npi', name: 'npi', defaultValue: text(values, 'npi'), maxLength: 10, inputMode: 'numeric' }}
					/>
				</div>
			</div>
		</div>
	)
}

/** Per day one or two openings; both times empty means closed. */
export function WorkingTimeFields({ values, errors }: Props) {
	const week = (values.working_time ?? {}) as Record<string, { from?: string; to?: string }[] | undefined>
	return (
		<fieldset aria-describedby={errors.working_time ? 'profile-working_time-error' : undefined}>
			<legend className="text-sm font-medium text-slate-800">Working time (office time zone; leave a day empty when closed)</legend>
			<div className="mt-2 space-y-2">
				{weekDays.map(([day, label]) => (
					// On a phone the day stands above its two openings; from `sm` on, all three share a row.
					<div key={day} className="grid gap-1 text-sm sm:grid-cols-[7rem_1fr_1fr] sm:items-center sm:gap-2">
						<span className="font-medium text-slate-700">{label}</span>
						{[0, 1].map((i) => (
							<span key={i} className="flex min-w-0 items-center gap-1">
								<input type="time" aria-label={`${label} opening ${i + 1} from`} name={`wt_${day}_${i}_from`} defaultValue={week[day]?.[i]?.from ?? ''} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1" />
								<span aria-hidden="true">–</span>
								<input type="time" aria-label={`${label} opening ${i + 1} to`} name={`wt_${day}_${i}_to`} defaultValue={week[day]?.[i]?.to ?? ''} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1" />
							</span>
						))}
					</div>
				))}
			</div>
			<ErrorLine id="profile-working_time-error" error={errors.working_time} />
		</fieldset>
	)
}

export function EducationFields({ values, errors }: Props) {
	const rows = Array.isArray(values.education) ? (values.education as { degree?: string; school?: string; year?: number | string }[]) : []
	const shown = Math.min(6, Math.max(3, rows.length + 1))
	return (
		<fieldset aria-describedby={errors.education ? 'profile-education-error' : undefined}>
			<legend className="text-sm font-medium text-slate-800">Education (degree, school, year)</legend>
			<div className="mt-2 space-y-2">
				{Array.from({ length: shown }, (_, i) => (
					<div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_6rem]">
						<input aria-label={`Degree ${i + 1}`} name={`edu_${i}_degree`} defaultValue={rows[i]?.degree ?? ''} maxLength={80} placeholder="MS, Clinical Nutrition" className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
						<input aria-label={`School ${i + 1}`} name={`edu_${i}_school`} defaultValue={rows[i]?.school ?? ''} maxLength={120} placeholder="School" className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
						<input aria-label={`Year ${i + 1}`} name={`edu_${i}_year`} defaultValue={rows[i]?.year ?? ''} maxLength={4} inputMode="numeric" placeholder="Year" className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
					</div>
				))}
			</div>
			<ErrorLine id="profile-education-error" error={errors.education} />
		</fieldset>
	)
}

export function SocialFields(props: Props) {
	return (
		<div className="grid gap-4 sm:grid-cols-3">
			<TextInput {...props} name="facebook" label="Facebook" type="url" maxLength={300} />
			<TextInput {...props} name="instagram" label="Instagram" type="url" maxLength={300} />
			<TextInput {...props} name="twitter" label="X (Twitter)" type="url" maxLength={300} />
		</div>
	)
}

/** The browser's own check of a chosen photo, so a 50 MB file is refused before it is sent. */
function photoProblem(file: File | undefined): string {
	if (!file) return ''
	if (file.size > photoMaxBytes) return photoTooLarge
	if (file.type && !(photoMediaTypes as readonly string[]).includes(file.type)) return photoWrongType
	return ''
}

export function PhotoField({ errors, current }: { errors: ProfileErrors; current: string | null }) {
	// null until a file is chosen: then the browser's check replaces the server's last word.
	const [chosenProblem, setChosenProblem] = useState<string | null>(null)
	const error = chosenProblem === null ? errors.photo : chosenProblem || undefined
	const check = (input: HTMLInputElement) => {
		const problem = photoProblem(input.files?.[0])
		// The form cannot be sent while the field is invalid; the message shows beside it.
		input.setCustomValidity(problem)
		setChosenProblem(problem)
	}
	return (
		<div className="flex items-center gap-4">
			{current ? <img src={current} alt="Your current photo" width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" /> : null}
			<div className="min-w-0 flex-1 space-y-1">
				<label htmlFor="profile-photo" className="block text-sm font-medium text-slate-800">
					Photo (optional)
				</label>
				<input
					id="profile-photo"
					name="photo"
					type="file"
					accept={photoMediaTypes.join(',')}
					onChange={(event) => check(event.currentTarget)}
					aria-invalid={error ? true : undefined}
					aria-describedby={['profile-photo-hint', error ? 'profile-photo-error' : ''].filter(Boolean).join(' ')}
					className="block w-full max-w-full text-sm"
				/>
				<p id="profile-photo-hint" className="text-xs text-slate-600">
					JPEG, PNG or WebP, up to 5 MB. A friendly head-and-shoulders photo works best.
				</p>
				<ErrorLine id="profile-photo-error" error={error} />
			</div>
		</div>
	)
}
