import type { Route } from './+types/user.setupProfileStep1'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('step1')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/setupProfileStep1', 'step1', 'Save step 1 of the profile: identity, office, credentials', 'The ZIP is geocoded; a ZIP of another state or an unknown one is a field error. A profile without `credentials` (at least one) is saved but cannot be submitted: profile-submit answers 201 with the reason.'),
})
export const loader = methodNotAllowed
