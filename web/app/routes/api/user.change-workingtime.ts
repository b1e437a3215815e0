import type { Route } from './+types/user.change-workingtime'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('workingtime')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/change-workingtime', 'workingtime', 'Change the weekly working time and whether new clients are accepted'),
})
export const loader = methodNotAllowed
