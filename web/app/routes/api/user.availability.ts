import { z } from 'zod'
import type { Route } from './+types/user.availability'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { availabilitySchema } from '#app/modules/appointments/availability-form.ts'
import { availabilityAnswer, saveAvailability } from '#app/modules/appointments/availability.server.ts'
import { bookingDietitian } from '#app/modules/appointments/appointments-api.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: availabilitySchema,
	async handle(input, { request }) {
		const user = await bookingDietitian(request)
		await saveAvailability(user.id, input)
		return reply(await availabilityAnswer(user.id), 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/availability',
	tag: 'Profiles',
	summary: 'Set the kinds of visit, weekly windows (the office’s wall-clock time), time off, notice and horizon of the signed-in dietitian; windows outside the profile’s office hours are offered only with an outsideHoursNote, which the profile shows beside the hours. A first visit costs the profile’s first-visit fee (self_pay_first_visit of setupProfileStep2): a first visit’s priceCents sent here sets that fee, one left out or null keeps it',
	schema: handle.schema as z.ZodType,
	caller: 'bearer',
	example: {
		kinds: [
			{ kind: 'intro', enabled: true, minutes: 15, priceCents: null, formats: ['video', 'phone'] },
			{ kind: 'first', enabled: true, minutes: 60, priceCents: 12000, formats: ['office', 'video'] },
		],
		windows: [{ weekday: 2, start: '09:00', end: '12:00' }],
		timeOff: [{ from: '2026-12-24', to: '2027-01-01' }],
		noticeHours: 24,
		horizonDays: 30,
		outsideHoursNote: 'Evenings by appointment',
	},
	responses: { 200: 'The availability as saved, with nextOpening; the first visit’s priceCents is the profile’s first-visit fee', 400: 'A field to correct (message)', 401: 'No live session (message)', 403: 'The plan does not include online booking (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
