import type { Route } from './+types/user.change-summary'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('summary')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/change-summary', 'summary', 'Change the summary'),
})
export const loader = methodNotAllowed
