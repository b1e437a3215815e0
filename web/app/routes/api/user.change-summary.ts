import type { Route } from './+types/user.change-summary'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { saveFormCall } from '#app/modules/profiles/profile-api.server.ts'

const call = saveFormCall('summary')

export const action = Object.assign(({ request }: Route.ActionArgs) => call(request), {
	openapi: profileCallDescription('/api/user/change-summary', 'summary', 'Change the summary', 'summary_es is the summary in Spanish (50 to 2,000 characters, or empty to remove it): the Spanish profile page (/es/viewdoctorprofile/{id}) shows it, the English summary otherwise.'),
})
export const loader = methodNotAllowed
