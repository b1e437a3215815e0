import type { Route } from './+types/user.change-contact-info'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('contact-info')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/change-contact-info', 'contact-info', 'Change the office address, phone, fax and business e-mail'),
})
export const loader = methodNotAllowed
