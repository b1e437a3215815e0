/**
 * What a visitor can book: the kinds of visit, their formats and the states of
 * an appointment. Pure and small: the profile page's script reads the labels.
 */

export const visitKinds = ['intro', 'first'] as const
export type VisitKind = (typeof visitKinds)[number]

export const visitFormats = ['office', 'video', 'phone'] as const
export type VisitFormat = (typeof visitFormats)[number]

export const kindLabels: Record<VisitKind, string> = { intro: 'Free intro call', first: 'First visit' }
export const formatLabels: Record<VisitFormat, string> = { office: 'In person at the office', video: 'Video call', phone: 'Phone call' }

/** The intro call is free and lasts 15 minutes; a first visit lasts 30 to 90 minutes in steps of 15. */
export const introMinutes = 15
export const firstVisitMinutes = { min: 30, max: 90, step: 15 } as const

/**
 * A kind as the dietitian set it. It has no price: a first visit costs the profile's first-visit fee,
 * the one "Services and fees" shows (firstVisitFee), so the booking section, the booking page and the
 * card cannot disagree (issue 42 point 2, docs/decisions/122).
 */
export type VisitKindSetting = { kind: VisitKind; enabled: boolean; minutes: number; formats: VisitFormat[] }

/**
 * What a kind of visit costs: the intro call is free, a first visit is the profile's first-visit fee,
 * null when the profile states none (the booking then gives the length without a price). Never the
 * follow-up rate, never the low end of the self-pay range: those are shown as what they are.
 */
export const visitPrice = (kind: VisitKind, firstVisitFeeCents: number | null) => (kind === 'intro' ? 0 : firstVisitFeeCents)

/**
 * A new dietitian's kinds: both on, so that adding weekly hours is all it takes
 * to be bookable (the editor says so).
 */
export function defaultKinds(): VisitKindSetting[] {
	return [
		{ kind: 'intro', enabled: true, minutes: introMinutes, formats: ['video', 'phone'] },
		{ kind: 'first', enabled: true, minutes: 60, formats: ['office', 'video'] },
	]
}

/**
 * An appointment's life (docs/decisions/090): held (the visitor has not yet
 * confirmed their e-mail, 30 minutes) → requested (the dietitian is told) →
 * confirmed | declined | released (no answer in 2 business days); a hold not
 * confirmed in time is expired; a request or a confirmed visit can be cancelled.
 */
export const appointmentStatuses = ['held', 'requested', 'confirmed', 'declined', 'expired', 'released', 'cancelled', 'moved'] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]

/** The states that keep the time: two of these never overlap for one dietitian (a database constraint). */
export const activeStatuses = ['held', 'requested', 'confirmed'] as const satisfies readonly AppointmentStatus[]

/** Minutes between two start times of a kind: every 15 minutes for short visits, every 30 for longer ones. */
export const slotStepMinutes = (minutes: number) => (minutes <= 30 ? Math.max(15, minutes) : 30)
