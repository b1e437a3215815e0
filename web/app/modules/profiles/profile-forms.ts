import { z } from 'zod'
import { emailSchema } from '#app/modules/auth/validation.ts'
import { usStates } from '#app/modules/directory/us-states.ts'
import { isHttpsUrl, isWebUrl } from '#app/modules/site/safe-url.ts'
import { multiLineText, singleLineText } from '#app/modules/validation/text.ts'
import { isValidNpi } from './npi.ts'
import { credentials, insurancePayers, languages, specialties } from './taxonomy.ts'
import { workingTimeFromForm, workingTimeSchema } from './working-time.ts'

/**
 * The profile's forms: setup steps 1 and 2 and the sections edited later
 * (spec §7's change-* calls). Field names are the original API's snake_case;
 * pages and the API validate with these same schemas.
 */

const stateCodes = usStates.map(([code]) => code) as [string, ...string[]]
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) => z.enum(values, { error: `${label}: choose from the list` })
/** A list of choices; `atLeastOne` names one item ('credential') when the list may not be empty. */
const list = <T extends readonly [string, ...string[]]>(label: string, values: T, { atLeastOne, max }: { atLeastOne?: string; max: number }) =>
	z
		.array(choice(label, values), { error: `${label} must be a list` })
		.default([])
		.transform((items) => [...new Set(items)])
		.refine((items) => !atLeastOne || items.length > 0, `Choose at least one ${atLeastOne}`)
		.refine((items) => items.length <= max, `${label}: at most ${max}`)

const phone = (label: string, required: boolean) =>
	singleLineText(label, { max: 30, required }).transform((value, context) => {
		if (value === '') return ''
		const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
		if (!/^[\d\s().+-]+$/.test(value) || digits.length !== 10) {
			context.addIssue({ code: 'custom', message: `${label}: enter a 10-digit US number, like (617) 555-0100` })
			return z.NEVER
		}
		return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
	})

const webAddress = (label: string, check: (value: string) => boolean, hint: string) =>
	singleLineText(label, { max: 300, required: false }).refine((value) => value === '' || check(value), `${label}: ${hint}`)

/**
 * A rate per visit in dollars and cents, or null when not given. Cents because the first-visit fee is
 * also the price the booking took, which could have cents (issue 42.2: one field for both).
 */
const dollars = (label: string) =>
	z
		.number({ error: `${label}: a number of dollars` })
		.refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label}: dollars and at most two digits of cents`)
		.refine((value) => value >= 0, `${label}: not below $0`)
		.refine((value) => value <= 2000, `${label}: at most $2,000`)
		.nullable()
		.default(null)

const thisYear = () => new Date().getUTCFullYear()

const npiText = z
	.string({ error: 'NPI must be text' })
	.trim()
	.refine((value) => value === '' || isValidNpi(value), 'NPI: not a valid National Provider Identifier (10 digits with a check digit)')

const fields = {
	first_name: singleLineText('First name', { max: 60 }),
	last_name: singleLineText('Last name', { max: 60 }),
	profile_name: singleLineText('Profile name', { max: 120 }),
	role: singleLineText('Professional title', { max: 80 }),
	credentials: list('Credentials', credentials, { atLeastOne: 'credential', max: 8 }),
	business_email: emailSchema,
	office_number: phone('Office phone', true),
	office_fax: phone('Fax', false),
	street_address: singleLineText('Street address', { max: 120 }),
	apt_suite: singleLineText('Suite', { max: 40, required: false }),
	city_name: singleLineText('City', { max: 80 }),
	state: choice('State', stateCodes),
	zipcode: z.string({ error: 'ZIP code is required' }).trim().regex(/^\d{5}$/, 'ZIP code: five digits'),
	website_url: webAddress('Website', isWebUrl, 'a full address starting with https://'),
	npi: npiText.default(''),
	cdr_number: z.string({ error: 'CDR number must be text' }).trim().default('').refine((value) => value === '' || /^\d{5,9}$/.test(value), 'CDR registration number: 5 to 9 digits'),
	license_number: singleLineText('State license number', { max: 30, required: false }).refine((value) => value === '' || /^[A-Za-z0-9-]+$/.test(value), 'State license number: letters, digits and dashes'),
	summary: multiLineText('Summary', { min: 50, max: 2000 }),
	// Optional (issue 32): the Spanish profile page shows it, the English summary otherwise.
	summary_es: multiLineText('Spanish summary', { min: 50, max: 2000, required: false }),
	specialties: list('Specialties', specialties.map(([key]) => key) as unknown as readonly [string, ...string[]], { atLeastOne: 'specialty', max: 8 }),
	offers_in_person: z.boolean({ error: 'offers_in_person must be true or false' }).default(false),
	offers_telehealth: z.boolean({ error: 'offers_telehealth must be true or false' }).default(false),
	telehealth_states: list('Telehealth states', stateCodes, { max: stateCodes.length }),
	insurance: list('Insurance', insurancePayers, { max: insurancePayers.length }),
	self_pay_min: z.number({ error: 'Self-pay rate: a number of dollars' }).int('Self-pay rate: whole dollars').min(0).max(2000, 'Self-pay rate: at most $2,000').nullable().default(null),
	self_pay_max: z.number({ error: 'Self-pay rate: a number of dollars' }).int('Self-pay rate: whole dollars').min(0).max(2000, 'Self-pay rate: at most $2,000').nullable().default(null),
	self_pay_first_visit: dollars('First visit rate'),
	self_pay_follow_up: dollars('Follow-up rate'),
	superbill: z.boolean({ error: 'superbill must be true or false' }).default(false),
	sliding_scale: z.boolean({ error: 'sliding_scale must be true or false' }).default(false),
	languages: list('Languages', languages, { atLeastOne: 'language', max: languages.length }),
	accepting_new_clients: z.boolean({ error: 'accepting_new_clients must be true or false' }).default(false),
	working_time: workingTimeSchema,
	education: z
		.array(
			z.object({
				degree: singleLineText('Degree', { max: 80 }),
				school: singleLineText('School', { max: 120 }),
				year: z
					.number({ error: 'Year: a number' })
					.int('Year: a whole number')
					.min(1950, 'Year: 1950 or later')
					.refine((year) => year <= thisYear(), 'Year: not in the future'),
			}),
			{ error: 'Education is a list of {degree, school, year}' },
		)
		.max(6, 'Education: at most six entries')
		.default([]),
	facebook: webAddress('Facebook', isHttpsUrl, 'a full https:// address'),
	instagram: webAddress('Instagram', isHttpsUrl, 'a full https:// address'),
	twitter: webAddress('X (Twitter)', isHttpsUrl, 'a full https:// address'),
}

type FieldName = keyof typeof fields
const pick = <K extends FieldName>(...names: K[]) => z.object(Object.fromEntries(names.map((name) => [name, fields[name]])) as { [P in K]: (typeof fields)[P] })

const address = ['business_email', 'office_number', 'office_fax', 'street_address', 'apt_suite', 'city_name', 'state', 'zipcode'] as const

export const profileForms = {
	step1: pick('first_name', 'last_name', 'profile_name', 'role', 'credentials', ...address, 'website_url', 'npi', 'cdr_number', 'license_number'),
	step2: pick('summary', 'specialties', 'offers_in_person', 'offers_telehealth', 'telehealth_states', 'insurance', 'self_pay_min', 'self_pay_max', 'self_pay_first_visit', 'self_pay_follow_up', 'superbill', 'sliding_scale', 'languages', 'accepting_new_clients', 'working_time', 'education', 'facebook', 'instagram', 'twitter').extend({
		// Asked again beside the Medicare choice; a body without it keeps the saved NPI.
		npi: npiText.optional(),
	}),
	'contact-info': pick(...address),
	workingtime: pick('working_time', 'accepting_new_clients'),
	'avatar-links': pick('facebook', 'instagram', 'twitter'),
	'title-website': pick('role', 'profile_name', 'website_url'),
	summary: pick('summary', 'summary_es'),
	education: pick('education'),
}

export type ProfileForm = keyof typeof profileForms
export type ProfileFormValues<F extends ProfileForm> = z.output<(typeof profileForms)[F]>

/**
 * The fields of each API call that the original back end's call did not have
 * (spec facts: its step 1 had no credentials, its change-contact-info no ZIP
 * code). A client of that contract never sends them, so the API requires
 * none of them: one not sent keeps its saved value, one sent is checked as on
 * the site. The site's own forms always send them and require what they
 * require; submitting the profile requires credentials either way.
 */
export const addedToApiCall: Partial<Record<ProfileForm, readonly FieldName[]>> = {
	step1: ['credentials', 'npi', 'cdr_number', 'license_number'],
	step2: ['specialties', 'offers_in_person', 'offers_telehealth', 'telehealth_states', 'insurance', 'npi', 'self_pay_min', 'self_pay_max', 'self_pay_first_visit', 'self_pay_follow_up', 'superbill', 'sliding_scale', 'languages', 'accepting_new_clients'],
	'contact-info': ['street_address', 'apt_suite', 'zipcode'],
	workingtime: ['accepting_new_clients'],
	summary: ['summary_es'],
}

/** The schema an API body is checked with: the call's form without the added fields the body does not name. */
export function apiBodySchema(form: ProfileForm, body: unknown): z.ZodObject {
	const named = (name: string) => body !== null && typeof body === 'object' && !Array.isArray(body) && name in body
	const absent = (addedToApiCall[form] ?? []).filter((name) => !named(name))
	return (profileForms[form] as z.ZodObject).omit(Object.fromEntries(absent.map((name) => [name, true])) as Record<string, true>)
}

/**
 * Cross-field rules of step 2 (its fields are only saved with step 2; an API
 * body that leaves some out is checked with their saved values). The NPI is
 * asked in step 1 too; step 2 asks for it again beside the Medicare choice.
 */
export function step2Problems(values: ProfileFormValues<'step2'>): Record<string, string> {
	const problems: Record<string, string> = {}
	if (!values.offers_in_person && !values.offers_telehealth) problems.offers_in_person = 'Choose in person, telehealth or both'
	if (values.offers_telehealth && values.telehealth_states.length === 0) problems.telehealth_states = 'Choose the states where you are licensed for telehealth'
	if (values.self_pay_min !== null && values.self_pay_max !== null && values.self_pay_min > values.self_pay_max) problems.self_pay_max = 'Self-pay rate: the highest is below the lowest'
	// Medicare pays only providers enrolled under their NPI, and the referral letter names it.
	if ((values.insurance ?? []).includes('Medicare') && !values.npi) problems.npi = 'NPI: enter your National Provider Identifier to accept Medicare'
	return problems
}

const arrayFields = new Set<string>(['credentials', 'specialties', 'telehealth_states', 'insurance', 'languages'])
const booleanFields = new Set<string>(['offers_in_person', 'offers_telehealth', 'accepting_new_clients', 'superbill', 'sliding_scale'])
const numberFields = new Set<string>(['self_pay_min', 'self_pay_max', 'self_pay_first_visit', 'self_pay_follow_up'])

/**
 * A page form as the API's JSON: lists from repeated fields, checkboxes as
 * booleans, dollars as numbers, the schedule and education from their rows.
 */
export function profileInputFromForm(form: ProfileForm, data: FormData): Record<string, unknown> {
	const input: Record<string, unknown> = {}
	for (const name of Object.keys(profileForms[form].shape)) {
		if (arrayFields.has(name)) input[name] = data.getAll(name).map(String)
		else if (booleanFields.has(name)) input[name] = data.get(name) === 'on' || data.get(name) === 'true'
		else if (numberFields.has(name)) {
			const raw = String(data.get(name) ?? '').trim()
			// Whole dollars for the range, dollars and cents for the rates per visit (the schema says which).
			input[name] = raw === '' ? null : /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : raw
		} else if (name === 'working_time') input[name] = workingTimeFromForm(data)
		else if (name === 'education') input[name] = educationFromForm(data)
		else {
			const value = data.get(name)
			if (typeof value === 'string') input[name] = value
		}
	}
	return input
}

function educationFromForm(data: FormData) {
	const rows: { degree: string; school: string; year: number | string }[] = []
	for (let i = 0; i < 6; i++) {
		const degree = String(data.get(`edu_${i}_degree`) ?? '').trim()
		const school = String(data.get(`edu_${i}_school`) ?? '').trim()
		const year = String(data.get(`edu_${i}_year`) ?? '').trim()
		if (!degree && !school && !year) continue
		rows.push({ degree, school, year: /^\d+$/.test(year) ? Number(year) : year })
	}
	return rows
}

/** Field errors keyed by the top-level field name; the first message of each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
	const errors: Record<string, string> = {}
	for (const issue of error.issues) {
		const field = String(issue.path[0] ?? 'form')
		errors[field] ??= issue.message
	}
	return errors
}
