import { z } from 'zod'
import { keptWhenAbsent, type ApiDescription } from '#app/modules/api/api-description.ts'
import { addedToApiCall, profileForms, type ProfileForm } from './profile-forms.ts'

const week = { mon: [{ from: '09:00', to: '12:00' }, { from: '13:00', to: '17:00' }], tue: [{ from: '09:00', to: '17:00' }], wed: [], thu: [{ from: '09:00', to: '17:00' }], fri: [{ from: '09:00', to: '13:00' }], sat: [], sun: [] }
const address = { business_email: 'office@adang-nutrition.example', office_number: '(617) 555-0142', office_fax: '', street_address: '1 Beacon St', apt_suite: 'Suite 200', city_name: 'Boston', state: 'MA', zipcode: '02108' }
const links = { facebook: '', instagram: 'https://www.instagram.com/adang.rd', twitter: '' }
const titleWebsite = { role: 'Registered Dietitian Nutritionist', profile_name: 'Ada Ng Nutrition', website_url: 'https://adang-nutrition.example' }
const summary = 'I help adults with type 2 diabetes eat well without giving up the foods of their culture.\n\nVisits in Boston and online.'
const summaryEs = 'Ayudo a adultos con diabetes tipo 2 a comer bien sin renunciar a la comida de su cultura.\n\nConsultas en Boston y en línea.'
const education = [{ degree: 'MS, Nutrition', school: 'Tufts University', year: 2015 }]

const examples: Record<ProfileForm, unknown> = {
	step1: { first_name: 'Ada', last_name: 'Ng', ...titleWebsite, credentials: ['RDN', 'CDCES'], ...address, npi: '1234567893', cdr_number: '123456', license_number: 'LD-4411' },
	step2: {
		summary,
		specialties: ['diabetes', 'heart-health'],
		offers_in_person: true,
		offers_telehealth: true,
		telehealth_states: ['MA', 'NH'],
		insurance: ['Aetna', 'Self-pay'],
		self_pay_min: 90,
		self_pay_max: 150,
		self_pay_first_visit: 150,
		self_pay_follow_up: 90,
		superbill: true,
		sliding_scale: false,
		languages: ['English', 'Spanish'],
		accepting_new_clients: true,
		working_time: week,
		education,
		...links,
	},
	'contact-info': address,
	workingtime: { working_time: week, accepting_new_clients: true },
	'avatar-links': links,
	'title-website': titleWebsite,
	summary: { summary, summary_es: summaryEs },
	education: { education },
}

const answers = {
	200: "The whole user with its profile. The profile also carries accepting_confirmed_at (when accepting_new_clients was last confirmed: sending it confirms it), listing_state ('confirmed', 'unconfirmed' after 45 days, 'paused' after 90: out of search until confirmed again), credential_checks [{kind, number, state, checked_at}] and verified (a check of the last 365 days)",
	201: '{message: "Failed", reason}: refused for a business reason (e.g. step 1 not saved yet)',
	400: '{message, errors: {field: message}}: the fields to correct; nothing was saved',
	401: 'No valid session token (message)',
	403: 'E-mail not verified yet, or the plan does not include a listing (message)',
}

const avatarAddress = z
	.string()
	.optional()
	.meta({ description: 'The address of a photo this account uploaded (/media/avatars/….webp, as profile.avatar gave it). Not sent or empty: the photo is kept.' })

/**
 * A call's body as the API takes it: the form's fields, with those the call
 * added to the original contract optional; step 2 also takes the original's
 * `avatar`.
 */
function apiSchemaOf(form: ProfileForm): z.ZodObject {
	const schema = profileForms[form] as z.ZodObject
	const added = addedToApiCall[form] ?? []
	const described = schema.extend(Object.fromEntries(added.map((name) => [name, schema.shape[name]!.optional().meta(keptWhenAbsent)])))
	return form === 'step2' ? described.extend({ avatar: avatarAddress }) : described
}

const quoted = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ')

/**
 * The OpenAPI description of a profile call: the body schema it checks (the
 * fields the original call lacked marked optional), an example it accepts,
 * and the answers; `refusals` says when this call answers 201.
 */
export function profileCallDescription(path: `/api/user/${string}`, form: ProfileForm | null, summary: string, description?: string, refusals?: string): ApiDescription {
	const added = form ? (addedToApiCall[form] ?? []) : []
	const optional = added.length ? `${quoted(added)} ${added.length === 1 ? 'is' : 'are'} optional here, as the original call did not have ${added.length === 1 ? 'it' : 'them'}: not sent, the saved value is kept; sent, it is checked.` : ''
	const text = [description, optional].filter(Boolean).join(' ')
	return {
		path,
		tag: 'Profiles',
		summary,
		...(text ? { description: text } : {}),
		schema: form ? apiSchemaOf(form) : z.object({}),
		example: form ? examples[form] : {},
		responses: refusals ? { ...answers, 201: `{message: "Failed", reason}: ${refusals}` } : answers,
		caller: 'bearer',
	}
}
