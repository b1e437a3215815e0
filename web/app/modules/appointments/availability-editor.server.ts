import { data } from 'react-router'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { loadOwnProfile } from '#app/modules/profiles/profile-editor.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { needsBookingPlan } from './appointments-api.server.ts'
import { ownAvailability, saveAvailability } from './availability.server.ts'
import { firstVisitPrice } from './visit-kinds.ts'
import { availabilityValues, parseAvailabilityValues, valuesOfForm, type AvailabilityErrors, type AvailabilityValues } from './availability-page-form.ts'

/** The profile editor's "Appointments" section (/viewprofile/edit/appointments): the page and the API save the same way. */

type Dietitian = { id: number; plan: number }

export type AvailabilityEditor = { section: 'appointments'; canBook: boolean; values: AvailabilityValues; nextOpening: string | null }
export type AvailabilityAnswer = { errors: AvailabilityErrors; values: AvailabilityValues }

export async function loadAvailabilityEditor(user: Dietitian): Promise<AvailabilityEditor> {
	const canBook = hasEntitlement(user.plan, 'booking')
	const [saved, profile] = await Promise.all([ownAvailability(user.id), loadOwnProfile(user.id)])
	return { section: 'appointments', canBook, values: availabilityValues(saved, profile ? firstVisitPrice(profile) : null), nextOpening: saved?.nextOpening ?? null }
}

export async function saveAvailabilityEditor(user: Dietitian, request: Request) {
	const values = valuesOfForm(await readForm(request))
	if (!hasEntitlement(user.plan, 'booking')) return data<AvailabilityAnswer>({ errors: { form: needsBookingPlan }, values }, { status: 403 })
	const parsed = await parseAvailabilityValues(values)
	if (!parsed.ok) return data<AvailabilityAnswer>({ errors: parsed.errors, values }, { status: 400 })
	await saveAvailability(user.id, parsed.input)
	return redirectWithToast('/viewprofile#appointments', { type: 'success', description: 'Your appointment settings are saved.' })
}
