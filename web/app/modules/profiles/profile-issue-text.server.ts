import type { Translate } from '#app/i18n/format-message.ts'

/**
 * A profile form's field errors in the page's language (issue 42 point 10). The schemas are the POST API's,
 * whose English messages are its contract (spec §7), so a Spanish page says the same from the catalogue:
 * the rule a value broke, read from the English message, with the field's name as the form labels it.
 */
const fieldKeys: Record<string, string> = {
	first_name: 'dashboard.field.firstName',
	last_name: 'dashboard.field.lastName',
	profile_name: 'dashboard.field.profileName',
	role: 'dashboard.field.role',
	credentials: 'dashboard.field.credentials',
	business_email: 'dashboard.field.businessEmail',
	office_number: 'dashboard.field.officeNumber',
	office_fax: 'dashboard.field.officeFax',
	street_address: 'dashboard.field.streetAddress',
	apt_suite: 'dashboard.field.aptSuite',
	city_name: 'dashboard.field.city',
	state: 'dashboard.field.state',
	zipcode: 'dashboard.field.zipcode',
	website_url: 'dashboard.field.website',
	npi: 'dashboard.field.npi',
	cdr_number: 'dashboard.field.cdrNumber',
	license_number: 'dashboard.field.licenseNumber',
	summary: 'dashboard.field.summary',
	summary_es: 'dashboard.field.summaryEs',
	specialties: 'dashboard.field.specialties',
	telehealth_states: 'dashboard.field.telehealthStates',
	insurance: 'dashboard.field.insurance',
	self_pay_min: 'dashboard.field.selfPayMin',
	self_pay_max: 'dashboard.field.selfPayMax',
	self_pay_first_visit: 'dashboard.field.firstVisit',
	self_pay_follow_up: 'dashboard.field.followUp',
	languages: 'dashboard.field.languages',
	education: 'dashboard.field.education',
	facebook: 'dashboard.field.facebook',
	instagram: 'dashboard.field.instagram',
	twitter: 'dashboard.field.twitter',
	working_time: 'dashboard.field.workingTime',
}

/** A field's name without the form's "(optional)" or "($)". */
const fieldName = (t: Translate, field: string) => t(fieldKeys[field] ?? 'dashboard.field.this').replace(/\s*\([^)]*\)$/, '')

export function profileIssueText(t: Translate, field: string, message: string): string {
	if (t.locale === 'en') return message
	const name = fieldName(t, field)
	const limit = /is at (least|most) (\d+) characters/.exec(message)
	if (limit) return t(limit[1] === 'least' ? 'dashboard.issue.min' : 'dashboard.issue.max', { field: name, count: Number(limit[2]) })
	if (/is required$/.test(message)) return t('dashboard.issue.required', { field: name })
	if (/not text|control characters|invisible character/.test(message)) return t('dashboard.issue.notText', { field: name })
	if (/on one line/.test(message)) return t('dashboard.issue.oneLine', { field: name })
	if (/^Choose at least one/.test(message)) return t('dashboard.issue.atLeastOne', { field: name })
	if (/^Choose in person, telehealth or both/.test(message)) return t('dashboard.issue.modes')
	if (/^Choose the states where/.test(message)) return t('dashboard.issue.telehealthStates')
	if (/10-digit US number/.test(message)) return t('dashboard.issue.phone', { field: name })
	if (/highest is below the lowest/.test(message)) return t('dashboard.issue.selfPayOrder')
	if (/at most \$2,000/.test(message)) return t('dashboard.issue.maxDollars', { field: name })
	if (/dollars|not below \$0/.test(message)) return t('dashboard.issue.dollars', { field: name })
	if (/https:\/\//.test(message)) return t('dashboard.issue.url', { field: name })
	if (/^ZIP code/.test(message)) return t('dashboard.issue.zipcode')
	if (/^NPI: enter your/.test(message)) return t('dashboard.issue.npiRequired')
	if (/^NPI/.test(message)) return t('dashboard.issue.npiInvalid')
	if (/^CDR registration number/.test(message)) return t('dashboard.issue.cdr')
	if (/^State license number/.test(message)) return t('dashboard.issue.license')
	if (/^Year: 1950/.test(message)) return t('dashboard.issue.yearMin')
	if (/^Year: not in the future/.test(message)) return t('dashboard.issue.yearFuture')
	if (/^Education: at most/.test(message)) return t('dashboard.issue.educationMax')
	if (/^Photo: at most/.test(message)) return t('dashboard.issue.photoSize')
	if (/^Photo: a JPEG/.test(message)) return t('dashboard.issue.photoType')
	if (/^Photo: the image could not be read/.test(message)) return t('dashboard.issue.photoUnreadable')
	if (/^Save step 1/.test(message)) return t('dashboard.issue.step1First')
	if (/: at most \d+$/.test(message)) return t('dashboard.issue.tooMany', { field: name })
	return t('dashboard.issue.check', { field: name })
}

/** The field errors of a refused profile form, in the page's language. */
export function profileErrorsIn(t: Translate, errors: Record<string, string>): Record<string, string> {
	return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, profileIssueText(t, field, message)]))
}
