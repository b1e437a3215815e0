import type { Route } from './+types/user.setupProfileStep2'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { setupStep2Call } from '#app/modules/profiles/profile-api.server.ts'

export const action = Object.assign(({ request }: Route.ActionArgs) => setupStep2Call(request), {
	openapi: profileCallDescription('/api/user/setupProfileStep2', 'step2', 'Save step 2 of the profile: about, services, working time, education, links, photo', 'Until its services are sent, a profile has those of a new one: in person, English, accepting new clients, no specialties.'),
})
export const loader = methodNotAllowed
