import type { Route } from './+types/dietitians.openings'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { apiAction, methodNotAllowed, reply } from '#app/modules/api/json-api.server.ts'
import { openingsApiSchema } from '#app/modules/appointments/booking-request-schema.ts'
import { openingView, openingsOf } from '#app/modules/appointments/booking.server.ts'
import { startOfDay } from '#app/modules/clock/zoned-time.ts'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

/** A bare date is a day of the office's calendar: its midnight there. */
const instantOf = (value: string, timeZone: string, endOfDay: boolean) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfDay(timeZone, value) + (endOfDay ? 86_400_000 : 0) : Date.parse(value))

const handle = apiAction({
	schema: openingsApiSchema,
	async handle({ dietitian_id, from, to }) {
		// The zone first (a bare date is the office's), then the openings in it.
		const probe = await openingsOf(dietitian_id, 0, 0)
		if (probe === 'not-found') return reply('No listed dietitian has this id', 404)
		if (probe === 'no-booking') return reply('This dietitian does not take bookings online; send a contact request instead', 403)
		const found = await openingsOf(dietitian_id, instantOf(from, probe.timeZone, false), instantOf(to, probe.timeZone, /^\d{4}-\d{2}-\d{2}$/.test(to)))
		if (typeof found === 'string') return reply('This dietitian does not take bookings online; send a contact request instead', 403)
		return reply({ data: found.openings.map((opening) => openingView(found.timeZone, opening)) }, 200)
	},
})

const openapi: ApiDescription = {
	path: '/api/dietitians/openings',
	tag: 'Directory',
	summary: 'The openings of a listed dietitian between two dates (the office’s calendar) or instants; start and end carry the office’s offset',
	schema: handle.schema,
	example: { dietitian_id: 12, from: '2026-12-01', to: '2026-12-14' },
	responses: {
		200: '{data: [{start, end, kind, formats}]}',
		400: 'A field to correct (message)',
		403: 'This dietitian does not take bookings online (message)',
		404: 'No listed dietitian has this id (message)',
	},
}

export const action = Object.assign(({ request, context }: Route.ActionArgs) => handle({ request, clientIp: context.get(clientIpContext) }), { openapi })
export const loader = methodNotAllowed
