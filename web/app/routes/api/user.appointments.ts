import { z } from 'zod'
import type { Route } from './+types/user.appointments'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { listAppointments } from '#app/modules/appointments/appointment-answers.server.ts'
import { appointmentJson, bookingDietitian } from '#app/modules/appointments/appointments-api.server.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

const handle = apiAction({
	schema: z.object({}),
	async handle(_body, { request }) {
		const user = await bookingDietitian(request)
		const list = await listAppointments(user.id)
		return reply({ pending: list.pending.map(appointmentJson), upcoming: list.upcoming.map(appointmentJson), past: list.past.map(appointmentJson) }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/user/appointments',
	tag: 'Profiles',
	summary: 'The signed-in dietitian’s appointments: pending requests, upcoming confirmed visits and past ones',
	schema: handle.schema,
	caller: 'bearer',
	example: {},
	responses: { 200: '{pending, upcoming, past}: each [{id, status, kind, format, start, end, name, email, phone, reason, insurance, reply_due_at, replaces_id}]; phone and reason are null once erased (30 days after the visit or after the request ended); replaces_id: a request to move that visit, which keeps its time until this one is confirmed', 401: 'No live session (message)', 403: 'The plan does not include online booking (message)' },
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
