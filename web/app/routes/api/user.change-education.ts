import type { Route } from './+types/user.change-education'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('education')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/change-education', 'education', 'Change the education list'),
})
export const loader = methodNotAllowed
