import type { Route } from './+types/user.setupProfileStep2'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('step2')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/setupProfileStep2', 'step2', 'Save step 2 of the profile: about, services, working time, education, links'),
})
export const loader = methodNotAllowed
