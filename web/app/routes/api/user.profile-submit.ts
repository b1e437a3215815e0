import type { Route } from './+types/user.profile-submit'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { submitCall } from '#app/modules/profiles/profile-api.server.ts'

export const action = Object.assign(({ request }: Route.ActionArgs) => submitCall(request), {
	openapi: profileCallDescription('/api/user/profile-submit', null, 'Submit the profile for approval by an administrator', 'No body. Both steps must be saved and the profile must have at least one credential (`credentials`, sent with setupProfileStep1). `submit_at` is set once; a confirmation e-mail is sent.', 'not submitted; `reason` says what is missing: steps 1 and 2 not both saved, or no credentials'),
})
export const loader = methodNotAllowed
