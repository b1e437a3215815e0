import type { Route } from './+types/user.change-title-website'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('title-website')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/change-title-website', 'title-website', 'Change the title, profile name and website'),
})
export const loader = methodNotAllowed
