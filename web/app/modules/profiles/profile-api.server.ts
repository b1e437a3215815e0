import { messages } from '#app/messages.ts'
import { failureReply, reply } from '#app/modules/api/json-api.server.ts'
import { type UserRow } from '#app/modules/accounts/users.server.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { BodyError, readFormData, readJsonBody } from '#app/modules/request/read-body.server.ts'
import { isSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { userWithProfile } from './own-profile.server.ts'
import { loadOwnProfile, saveProfileForm, setAvatar, type SaveResult } from './profile-editor.server.ts'
import type { ProfileForm } from './profile-forms.ts'
import { storePhoto } from './profile-photo.server.ts'
import { submitProfile } from './profile-submission.server.ts'

export const needsListingPlan = 'Your plan does not include a listing: choose a plan first.'
export const invalidFields = 'Please correct the fields below.'

type Handler = (user: UserRow, request: Request) => Promise<SaveResult>

/**
 * A profile call of the POST API (spec §7): Bearer token (401 without a live
 * session), a plan with a listing (403), then the handler. 200 answers the
 * whole user with the profile; bad fields 400 {message, errors}; a business
 * refusal the original's 201 'Failed' with the reason beside it.
 */
function profileCall(handler: Handler) {
	return async (request: Request) => {
		try {
			if (request.method !== 'POST') return reply('Use POST', 405, { allow: 'POST' })
			if (!isSameOrigin(request)) return reply('Cross-origin requests are not allowed', 403)
			const user = await userFromSessionToken(bearerToken(request))
			if (!user) return reply(messages.unauthorized, 401)
			if (!hasEntitlement(user.plan, 'listing')) return reply(needsListingPlan, 403)
			const result = await handler(user, request)
			if (!result.ok && result.kind === 'invalid') return reply({ message: invalidFields, errors: result.errors }, 400)
			if (!result.ok) return reply({ message: messages.failed, reason: result.reason }, 201)
			return reply(await userWithProfile(user.id), 200)
		} catch (error) {
			if (error instanceof BodyError) return reply(error.message, error.status)
			return failureReply(error, request)
		}
	}
}

/** setupProfileStep1/2 and the change-* calls that take JSON. */
export const saveFormCall = (form: ProfileForm) => profileCall(async (user, request) => saveProfileForm(user.id, form, await readJsonBody(request)))

/** profile-submit: no body. */
export const submitCall = profileCall(async (user) => {
	const result = await submitProfile(user.id)
	return result.ok ? { ok: true } : { ok: false, kind: 'refused', reason: result.reason }
})

/**
 * change-avatar: multipart with a `photo` file (and optional social links), or
 * JSON with only the links (the original sent them together).
 */
export const changeAvatarCall = profileCall(async (user, request) => {
	const isJson = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
	if (isJson) return saveProfileForm(user.id, 'avatar-links', await readJsonBody(request))
	const form = await readFormData(request)
	return saveAvatarForm(user.id, form)
})

/** A photo and the social links from one form (the API's multipart and the page's form). */
export async function saveAvatarForm(userId: number, form: FormData): Promise<SaveResult> {
	const photo = form.get('photo')
	const links = Object.fromEntries(['facebook', 'instagram', 'twitter'].flatMap((name) => (typeof form.get(name) === 'string' ? [[name, form.get(name)]] : [])))
	const hasPhoto = photo instanceof File && photo.size > 0
	if (!hasPhoto && Object.keys(links).length === 0) return { ok: false, kind: 'invalid', errors: { photo: 'Photo: choose a JPEG, PNG or WebP image' } }
	if (photo !== null && !(photo instanceof File)) return { ok: false, kind: 'invalid', errors: { photo: 'Photo: send the image as a file' } }
	let key: string | null = null
	if (hasPhoto) {
		const stored = await storePhoto(new Uint8Array(await photo.arrayBuffer()))
		if (!stored.ok) return { ok: false, kind: 'invalid', errors: { photo: stored.error } }
		key = stored.key
	}
	if (Object.keys(links).length) {
		const saved = await saveProfileForm(userId, 'avatar-links', links)
		if (!saved.ok) return saved
	} else if (!(await loadOwnProfile(userId))?.step1SavedAt) {
		return { ok: false, kind: 'refused', reason: 'Save step 1 of your profile first.' }
	}
	if (key) await setAvatar(userId, key)
	return { ok: true }
}
