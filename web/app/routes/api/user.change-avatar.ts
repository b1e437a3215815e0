import type { Route } from './+types/user.change-avatar'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { profileCallDescription } from '#app/modules/profiles/profile-api-description.ts'
import { changeAvatarCall } from '#app/modules/profiles/profile-api.server.ts'

export const action = Object.assign(({ request }: Route.ActionArgs) => changeAvatarCall(request), {
	openapi: profileCallDescription('/api/user/change-avatar', 'avatar-links', 'Change the photo and social links', 'JSON changes the links. To change the photo, send multipart/form-data with a `photo` file (or `avatar`, as the original named it; JPEG, PNG or WebP, at most 5 MB) and optionally the links; or, in JSON or multipart, `avatar`: the address of a photo this account uploaded before (`/media/avatars/….webp`, as `profile.avatar` gave it). Any other address is refused with 400 and never fetched.'),
})
export const loader = methodNotAllowed
