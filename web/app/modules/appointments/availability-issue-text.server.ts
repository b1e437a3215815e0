import type { Translate } from '#app/i18n/format-message.ts'
import type { AvailabilityErrors } from './availability-page-form.ts'

/**
 * The appointment settings' errors in the page's language (issue 42 point 10). The checks are the POST
 * API's, whose English messages are its contract; a Spanish page reads the rule from the English message.
 */
function availabilityIssueText(t: Translate, message: string): string {
	if (/^Give both the start and the end/.test(message)) return t('dashboard.availabilityIssue.bothEnds')
	if (/^Two windows of the same day overlap/.test(message)) return t('dashboard.availabilityIssue.overlap')
	if (/^A window ends after it starts/.test(message)) return t('dashboard.availabilityIssue.endAfterStart')
	if (/^Time off ends on or after/.test(message)) return t('dashboard.availabilityIssue.timeOffOrder')
	if (/^Choose at least one format/.test(message)) return t('dashboard.availabilityIssue.formatNeeded')
	if (/^Minimum notice/.test(message)) return t('dashboard.availabilityIssue.notice')
	if (/^How far ahead/.test(message)) return t('dashboard.availabilityIssue.horizon')
	if (/^A first visit lasts/.test(message)) return t('dashboard.availabilityIssue.firstVisitLength')
	if (/a time of day/.test(message)) return t('dashboard.availabilityIssue.time')
	if (/^The note/.test(message)) return t('dashboard.availabilityIssue.note')
	if (/online booking/.test(message)) return t('dashboard.calendarFeed.notInPlan', { professional: t('pricing.plan.professional.name'), practice: t('pricing.plan.practice.name') })
	if (/day|date/i.test(message)) return t('dashboard.availabilityIssue.day')
	return t('dashboard.availabilityIssue.check')
}

export function availabilityErrorsIn(t: Translate, errors: AvailabilityErrors): AvailabilityErrors {
	if (t.locale === 'en') return errors
	return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, availabilityIssueText(t, message)]))
}
