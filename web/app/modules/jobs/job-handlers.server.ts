import type { Locale } from '#app/i18n/locale.ts'

/**
 * Every kind of background job and the function that does it. Imported
 * lazily so the queue does not load every module at start-up.
 */
export type JobPayloads = {
	'password-reset-request': { email: string }
	'newsletter-code': { email: string; locale?: Locale }
	'newsletter-welcome': { subscriberId: number }
	'contact-request-mail': { requestId: number }
	'contact-request-copy': { requestId: number }
	'contact-request-confirm': { requestId: number }
	'contact-reply-mail': { requestId: number }
	'contact-request-overdue': { requestId: number }
	'profile-submitted': { userId: number }
	'plan-active-mail': { invoiceId: string }
	'article-review-mail': import('#app/modules/articles/review-notices.server.ts').ReviewEvent
	'appointment-mail': { appointmentId: number; mail: import('#app/modules/appointments/appointment-mails.server.ts').AppointmentMail }
	'availability-mail': { userId: number }
}

export type JobKind = keyof JobPayloads
export type JobPayload<K extends JobKind> = JobPayloads[K]

export const jobHandlers: { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> } = {
	'password-reset-request': async ({ email }) =>
		(await import('#app/modules/accounts/password-reset.server.ts')).sendPasswordResetCode(email),
	'newsletter-code': async ({ email, locale }) => (await import('#app/modules/newsletter/subscriptions.server.ts')).sendSubscriptionCode(email, locale),
	'newsletter-welcome': async ({ subscriberId }) => (await import('#app/modules/newsletter/subscriptions.server.ts')).sendWelcome(subscriberId),
	'contact-request-mail': async ({ requestId }) => (await import('#app/modules/leads/contact-mail.server.ts')).mailContactRequest(requestId),
	'contact-request-copy': async ({ requestId }) => (await import('#app/modules/leads/contact-mail.server.ts')).mailContactRequestCopy(requestId),
	'contact-request-confirm': async ({ requestId }) => (await import('#app/modules/leads/contact-mail.server.ts')).mailContactConfirmation(requestId),
	'contact-reply-mail': async ({ requestId }) => (await import('#app/modules/leads/contact-mail.server.ts')).mailContactReply(requestId),
	'contact-request-overdue': async ({ requestId }) => (await import('#app/modules/leads/contact-mail.server.ts')).mailOverdueRequest(requestId),
	'profile-submitted': async ({ userId }) => (await import('#app/modules/profiles/profile-submission.server.ts')).mailSubmissionConfirmation(userId),
	'article-review-mail': async (event) => (await import('#app/modules/articles/review-notices.server.ts')).mailReviewChange(event),
	'plan-active-mail': async ({ invoiceId }) => (await import('#app/modules/billing/plan-active-mail.server.ts')).mailPlanActive(invoiceId),
	'appointment-mail': async ({ appointmentId, mail }) => (await import('#app/modules/appointments/appointment-mails.server.ts')).sendAppointmentMail(appointmentId, mail),
	'availability-mail': async ({ userId }) => (await import('#app/modules/profiles/availability.server.ts')).sendAvailabilityMail(userId),
}
