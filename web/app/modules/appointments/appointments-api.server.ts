import { messages } from '#app/messages.ts'
import { ApiError } from '#app/modules/api/json-api.server.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { isoInZone } from '#app/modules/clock/zoned-time.ts'
import type { AppointmentRow } from './appointment-answers.server.ts'

export const needsBookingPlan = 'Your plan does not include online booking: the Professional and Practice plans do.'

/** The dietitian behind a Bearer token whose plan includes booking; 401 or 403 otherwise. */
export async function bookingDietitian(request: Request) {
	const user = await userFromSessionToken(bearerToken(request))
	if (!user) throw new ApiError(401, messages.unauthorized)
	if (!user.verified) throw new ApiError(403, 'Verify your e-mail address first: until then the account is not signed in.')
	if (!hasEntitlement(user.plan, 'booking')) throw new ApiError(403, needsBookingPlan)
	return user
}

/** An appointment as its dietitian reads it (the API and the dashboard): the reason is theirs to see. */
export const appointmentJson = (a: AppointmentRow) => ({
	id: a.id,
	status: a.status,
	kind: a.kind,
	format: a.format,
	start: isoInZone(a.timeZone, a.startsAt.getTime()),
	end: isoInZone(a.timeZone, a.endsAt.getTime()),
	name: a.visitorName,
	email: a.visitorEmail,
	phone: a.visitorPhone,
	reason: a.reason,
	insurance: a.insurance,
	reply_due_at: a.replyDueAt?.toISOString() ?? null,
	/** A request to move a visit: the id of the appointment that keeps its time until this one is confirmed. */
	replaces_id: a.replacesId,
})
