import { useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import type { Translate } from '#app/i18n/format-message.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { specialtyText } from '#app/modules/directory/specialty-messages.ts'
import { statesIn, usStates } from '#app/modules/directory/us-states.ts'
import { weekDays } from '#app/modules/profiles/office-hours.ts'
import { photoMaxBytes, photoMediaTypes } from '#app/modules/profiles/photo-rules.ts'
import { credentials, insurancePayers, languages, specialties } from '#app/modules/profiles/taxonomy.ts'
import { languageNames } from './language-names.ts'
import { dayNames } from './day-names.ts'

/** What a profile form shows: the saved profile, or what was just submitted. */
export type ProfileValues = Record<string, unknown>
export type ProfileErrors = Record<string, string | undefined>
type Props = { values: ProfileValues; errors: ProfileErrors }

const text = (values: ProfileValues, name: string) => (typeof values[name] === 'string' || typeof values[name] === 'number' ? String(values[name]) : '')
const listOf = (values: ProfileValues, name: string) => (Array.isArray(values[name]) ? (values[name] as unknown[]).map(String) : [])
const errs = (errors: ProfileErrors, name: string) => (errors[name] ? [errors[name]!] : undefined)

/** The states by name in the page's language (the English list as it always was). */
const stateChoices = (t: Translate) => (t.locale === 'en' ? usStates : statesIn(t.locale))

function TextInput({ values, errors, name, label, type = 'text', required = false, hint, autoComplete, maxLength = 120, inputMode }: Props & { name: string; label: string; type?: string; required?: boolean; hint?: string; autoComplete?: string; maxLength?: number; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' }) {
	const t = useT()
	return (
		<Field
			label={required ? label : t('dashboard.field.optional', { label })}
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
	const t = useT()
	return (
		<div className="space-y-1">
			<label htmlFor={`profile-${name}`} className="block text-sm font-medium text-slate-800">
				{t('dashboard.field.state')}
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
				<option value="">{t('dashboard.field.choose')}</option>
				{stateChoices(t).map(([code, label]) => (
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
	const t = useT()
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<TextInput {...props} name="first_name" label={t('dashboard.field.firstName')} required autoComplete="given-name" maxLength={60} />
			<TextInput {...props} name="last_name" label={t('dashboard.field.lastName')} required autoComplete="family-name" maxLength={60} />
			<TitleFields {...props} />
			<div className="sm:col-span-2">
				<Checkboxes {...props} name="credentials" legend={t('dashboard.field.credentials')} options={pairs(credentials)} columns="sm:grid-cols-4" />
			</div>
		</div>
	)
}

export function TitleFields(props: Props) {
	const t = useT()
	return (
		<>
			<TextInput {...props} name="profile_name" label={t('dashboard.field.profileName')} required hint={t('dashboard.field.profileNameHint')} />
			<TextInput {...props} name="role" label={t('dashboard.field.role')} required hint={t('dashboard.field.roleHint')} maxLength={80} />
		</>
	)
}

export function WebsiteField(props: Props) {
	const t = useT()
	return <TextInput {...props} name="website_url" label={t('dashboard.field.website')} type="url" autoComplete="url" maxLength={300} hint={t('dashboard.field.websiteHint')} />
}

export function ContactFields(props: Props) {
	const t = useT()
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<TextInput {...props} name="business_email" label={t('dashboard.field.businessEmail')} type="email" required autoComplete="email" maxLength={254} hint={t('dashboard.field.businessEmailHint')} />
			<TextInput {...props} name="office_number" label={t('dashboard.field.officeNumber')} type="tel" required autoComplete="tel" maxLength={30} />
			<TextInput {...props} name="office_fax" label={t('dashboard.field.officeFax')} type="tel" maxLength={30} />
			<TextInput {...props} name="street_address" label={t('dashboard.field.streetAddress')} required autoComplete="address-line1" />
			<TextInput {...props} name="apt_suite" label={t('dashboard.field.aptSuite')} autoComplete="address-line2" maxLength={40} />
			<TextInput {...props} name="city_name" label={t('dashboard.field.city')} required autoComplete="address-level2" maxLength={80} />
			<StateSelect {...props} />
			<TextInput {...props} name="zipcode" label={t('dashboard.field.zipcode')} required autoComplete="postal-code" maxLength={5} inputMode="numeric" />
		</div>
	)
}

export function CredentialNumberFields(props: Props) {
	const t = useT()
	return (
		<div className="grid gap-4 sm:grid-cols-3">
			<TextInput {...props} name="npi" label={t('dashboard.field.npi')} maxLength={10} inputMode="numeric" hint={t('dashboard.field.npiHint')} />
			<TextInput {...props} name="cdr_number" label={t('dashboard.field.cdrNumber')} maxLength={9} inputMode="numeric" />
			<TextInput {...props} name="license_number" label={t('dashboard.field.licenseNumber')} maxLength={30} />
		</div>
	)
}

export function SummaryField({ values, errors }: Props) {
	const t = useT()
	return (
		<div className="space-y-1">
			<label htmlFor="profile-summary" className="block text-sm font-medium text-slate-800">
				{t('dashboard.field.summary')}
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
				{t('dashboard.field.summaryHint')}
			</p>
			<ErrorLine id="profile-summary-error" error={errors.summary} />
		</div>
	)
}

/** The optional Spanish summary (issue 32): the text it asks for is Spanish, whichever the editor's language. */
export function SpanishSummaryField({ values, errors }: Props) {
	const t = useT()
	return (
		<div className="space-y-1">
			<label htmlFor="profile-summary_es" className="block text-sm font-medium text-slate-800">
				{t('dashboard.field.summaryEs')}
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
				{t('dashboard.field.summaryEsHint')}
			</p>
			<ErrorLine id="profile-summary_es-error" error={errors.summary_es} />
		</div>
	)
}

export function ServiceFields(props: Props) {
	const t = useT()
	const { values, errors } = props
	return (
		<div className="space-y-6">
			<Checkboxes {...props} name="specialties" legend={t('dashboard.field.specialties')} options={specialties.map(([key]) => [key, specialtyText(t, key)] as const)} />
			<fieldset className="space-y-2" aria-describedby={errors.offers_in_person ? 'profile-offers_in_person-error' : undefined}>
				<legend className="text-sm font-medium text-slate-800">{t('dashboard.field.modes')}</legend>
				<Checkbox {...props} name="offers_in_person" label={t('dashboard.field.inPerson')} />
				<Checkbox {...props} name="offers_telehealth" label={t('dashboard.field.telehealth')} />
				<Checkbox {...props} name="accepting_new_clients" label={t('cards.availability.accepting')} />
				<ErrorLine id="profile-offers_in_person-error" error={errors.offers_in_person} />
			</fieldset>
			<details className="rounded-lg border border-slate-200 p-3" open={listOf(values, 'telehealth_states').length > 0 || Boolean(errors.telehealth_states)}>
				<summary className="cursor-pointer text-sm font-medium text-slate-800">{t('dashboard.field.telehealthStates')}</summary>
				<div className="mt-3">
					<Checkboxes {...props} name="telehealth_states" legend={t('dashboard.field.licensedIn')} options={stateChoices(t)} columns="sm:grid-cols-4" />
				</div>
			</details>
			<InsuranceFields {...props} />
			<fieldset className="space-y-3">
				<legend className="text-sm font-medium text-slate-800">{t('dashboard.field.selfPay')}</legend>
				<div className="grid gap-4 sm:grid-cols-2">
					<TextInput {...props} name="self_pay_first_visit" label={t('dashboard.field.firstVisit')} maxLength={7} inputMode="decimal" />
					<TextInput {...props} name="self_pay_follow_up" label={t('dashboard.field.followUp')} maxLength={7} inputMode="decimal" />
					<TextInput {...props} name="self_pay_min" label={t('dashboard.field.selfPayMin')} maxLength={4} inputMode="numeric" />
					<TextInput {...props} name="self_pay_max" label={t('dashboard.field.selfPayMax')} maxLength={4} inputMode="numeric" />
				</div>
				<Checkbox {...props} name="superbill" label={t('dashboard.field.superbill')} />
				<Checkbox {...props} name="sliding_scale" label={t('dashboard.field.slidingScale')} />
			</fieldset>
			<Checkboxes {...props} name="languages" legend={t('dashboard.field.languages')} options={languages.map((name) => [name, languageNames(t, [name])] as const)} columns="sm:grid-cols-4" />
		</div>
	)
}

/**
 * The insurance choices, with what accepting Medicare means beside Medicare
 * and the NPI asked for once it is ticked (shown by CSS, so also without JavaScript).
 */
function InsuranceFields(props: Props) {
	const t = useT()
	const { values, errors } = props
	const shown = listOf(values, 'insurance').includes('Medicare') || Boolean(errors.npi)
	return (
		<div className="group space-y-3">
			<Checkboxes {...props} name="insurance" legend={t('dashboard.field.insurance')} options={insurancePayers.map((payer) => [payer, payer === 'Self-pay' ? t('profile.services.selfPayPayer') : payer] as const)} />
			<div className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-200">
				<p className="font-medium text-brand-900">{t('dashboard.field.medicareTitle')}</p>
				<p className="mt-1">{t('dashboard.field.medicareText')}</p>
				<div className={shown ? 'mt-3' : 'mt-3 hidden group-has-[input[value=Medicare]:checked]:block'}>
					<Field
						label={t('dashboard.field.medicareNpi')}
						hint={t('dashboard.field.medicareNpiHint')}
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
	const t = useT()
	const days = dayNames(t)
	const week = (values.working_time ?? {}) as Record<string, { from?: string; to?: string }[] | undefined>
	return (
		<fieldset aria-describedby={errors.working_time ? 'profile-working_time-error' : undefined}>
			<legend className="text-sm font-medium text-slate-800">{t('dashboard.field.workingTime')}</legend>
			<div className="mt-2 space-y-2">
				{weekDays.map(([day]) => (
					// On a phone the day stands above its two openings; from `sm` on, all three share a row.
					<div key={day} className="grid gap-1 text-sm sm:grid-cols-[7rem_1fr_1fr] sm:items-center sm:gap-2">
						<span className="font-medium text-slate-700">{days[day]}</span>
						{[0, 1].map((i) => (
							<span key={i} className="flex min-w-0 items-center gap-1">
								<input type="time" aria-label={t('dashboard.field.openingFrom', { day: days[day], n: i + 1 })} name={`wt_${day}_${i}_from`} defaultValue={week[day]?.[i]?.from ?? ''} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1" />
								<span aria-hidden="true">–</span>
								<input type="time" aria-label={t('dashboard.field.openingTo', { day: days[day], n: i + 1 })} name={`wt_${day}_${i}_to`} defaultValue={week[day]?.[i]?.to ?? ''} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1" />
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
	const t = useT()
	const rows = Array.isArray(values.education) ? (values.education as { degree?: string; school?: string; year?: number | string }[]) : []
	const shown = Math.min(6, Math.max(3, rows.length + 1))
	return (
		<fieldset aria-describedby={errors.education ? 'profile-education-error' : undefined}>
			<legend className="text-sm font-medium text-slate-800">{t('dashboard.field.education')}</legend>
			<div className="mt-2 space-y-2">
				{Array.from({ length: shown }, (_, i) => (
					<div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_6rem]">
						<input aria-label={t('dashboard.field.degree', { n: i + 1 })} name={`edu_${i}_degree`} defaultValue={rows[i]?.degree ?? ''} maxLength={80} placeholder={t('dashboard.field.degreeExample')} className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
						<input aria-label={t('dashboard.field.school', { n: i + 1 })} name={`edu_${i}_school`} defaultValue={rows[i]?.school ?? ''} maxLength={120} placeholder={t('dashboard.field.schoolPlaceholder')} className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
						<input aria-label={t('dashboard.field.year', { n: i + 1 })} name={`edu_${i}_year`} defaultValue={rows[i]?.year ?? ''} maxLength={4} inputMode="numeric" placeholder={t('dashboard.field.yearPlaceholder')} className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
					</div>
				))}
			</div>
			<ErrorLine id="profile-education-error" error={errors.education} />
		</fieldset>
	)
}

export function SocialFields(props: Props) {
	const t = useT()
	return (
		<div className="grid gap-4 sm:grid-cols-3">
			<TextInput {...props} name="facebook" label={t('dashboard.field.facebook')} type="url" maxLength={300} />
			<TextInput {...props} name="instagram" label={t('dashboard.field.instagram')} type="url" maxLength={300} />
			<TextInput {...props} name="twitter" label={t('dashboard.field.twitter')} type="url" maxLength={300} />
		</div>
	)
}

/** The browser's own check of a chosen photo, so a 50 MB file is refused before it is sent. */
function photoProblem(t: Translate, file: File | undefined): string {
	if (!file) return ''
	if (file.size > photoMaxBytes) return t('dashboard.issue.photoSize')
	if (file.type && !(photoMediaTypes as readonly string[]).includes(file.type)) return t('dashboard.issue.photoType')
	return ''
}

export function PhotoField({ errors, current }: { errors: ProfileErrors; current: string | null }) {
	const t = useT()
	// null until a file is chosen: then the browser's check replaces the server's last word.
	const [chosenProblem, setChosenProblem] = useState<string | null>(null)
	const error = chosenProblem === null ? errors.photo : chosenProblem || undefined
	const check = (input: HTMLInputElement) => {
		const problem = photoProblem(t, input.files?.[0])
		// The form cannot be sent while the field is invalid; the message shows beside it.
		input.setCustomValidity(problem)
		setChosenProblem(problem)
	}
	return (
		<div className="flex items-center gap-4">
			{current ? <img src={current} alt={t('dashboard.field.currentPhoto')} width={80} height={80} className="size-20 shrink-0 rounded-full object-cover" /> : null}
			<div className="min-w-0 flex-1 space-y-1">
				<label htmlFor="profile-photo" className="block text-sm font-medium text-slate-800">
					{t('dashboard.field.photo')}
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
					{t('dashboard.field.photoHint')}
				</p>
				<ErrorLine id="profile-photo-error" error={error} />
			</div>
		</div>
	)
}
