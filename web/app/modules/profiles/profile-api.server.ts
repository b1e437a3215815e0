import { messages } from '#app/messages.ts'
import { failureReply, reply } from '#app/modules/api/json-api.server.ts'
import { type UserRow } from '#app/modules/accounts/users.server.ts'
import { bearerToken, userFromSessionToken } from '#app/modules/auth/api-session.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { BodyError, readFormData, readJsonBody } from '#app/modules/request/read-body.server.ts'
import { isSameOrigin } from '#app/modules/request/same-origin.server.ts'
import { userWithProfile } from './own-profile.server.ts'
import { loadOwnProfile, saveProfileForm, setAvatar, type SaveResult } from './profile-editor.server.ts'
import { profileForms, type ProfileForm } from './profile-forms.ts'
import { storePhoto } from './profile-photo.server.ts'
import { submitProfile } from './profile-submission.server.ts'
import { mayUsePhoto, notYourPhoto, photoKeyFromAddress } from './uploaded-photos.server.ts'

export const needsListingPlan = 'Your plan does not include a listing: choose a plan first.'
export const needsVerifiedEmail = 'Verify your e-mail address first: until then the account is not signed in.'
export const invalidFields = 'Please correct the fields below.'

type Handler = (user: UserRow, request: Request) => Promise<SaveResult>

/**
 * A profile call of the POST API (spec §7): Bearer token (401 without a live
 * session), a verified e-mail and a plan with a listing (403), then the handler. 200 answers the
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
			// Spec §4: login answers an unverified account 201, not signed in; a plan (an admin's grant) does not change that.
			if (!user.verified) return reply(needsVerifiedEmail, 403)
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

/**
 * A JSON body that names none of a call's fields saves nothing: `{}` sent by
 * mistake must not clear a list or the links (the page's forms always send
 * every field, so there an empty field does mean "clear it").
 */
function nothingSent(fields: readonly string[], body: unknown): SaveResult | null {
	if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
	if (fields.some((name) => name in body)) return null
	return { ok: false, kind: 'invalid', errors: { [fields[0]!]: `Nothing to save: send ${fields.join(', ')} (an empty value clears a field)` } }
}

/** setupProfileStep1 and the change-* calls that take JSON. */
export const saveFormCall = (form: ProfileForm) =>
	profileCall(async (user, request) => {
		const body = await readJsonBody(request)
		return nothingSent(Object.keys(profileForms[form].shape), body) ?? saveProfileForm(user.id, form, body, 'api')
	})

/**
 * setupProfileStep2: the form, and `avatar` as the original step 2 sent it,
 * here the address of a photo this account uploaded (none, or an empty one,
 * keeps the photo). Nothing is saved unless both are valid.
 */
export const setupStep2Call = profileCall(async (user, request) => {
	const body = await readJsonBody(request)
	const empty = nothingSent([...Object.keys(profileForms.step2.shape), 'avatar'], body)
	if (empty) return empty
	const avatar = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).avatar : undefined
	const photo = await ownPhoto(user.id, avatar, new URL(request.url).origin)
	if (!photo.ok) return photo
	const saved = await saveProfileForm(user.id, 'step2', body, 'api')
	if (saved.ok && photo.key) await setAvatar(user.id, photo.key)
	return saved
})

/** profile-submit: no body. */
export const submitCall = profileCall(async (user) => {
	const result = await submitProfile(user.id)
	return result.ok ? { ok: true } : { ok: false, kind: 'refused', reason: result.reason }
})

const linkFields = ['facebook', 'instagram', 'twitter'] as const

/**
 * change-avatar: multipart with a `photo` file or an `avatar` address (and
 * optional social links), or JSON with the links and/or `avatar`, the address
 * of a photo this account uploaded before (the original sent them together).
 */
export const changeAvatarCall = profileCall(async (user, request) => {
	const origin = new URL(request.url).origin
	const isJson = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')
	if (!isJson) return saveAvatarForm(user.id, await readFormData(request), origin)
	const body = await readJsonBody(request)
	const empty = nothingSent(['avatar', ...linkFields], body)
	if (empty) return empty
	if (body === null || typeof body !== 'object' || Array.isArray(body)) return saveProfileForm(user.id, 'avatar-links', body)
	const { avatar, ...links } = body as Record<string, unknown>
	// `{avatar}` alone changes the photo only; any link field saves all three (a missing one is cleared).
	const sentLinks = avatar === undefined || linkFields.some((name) => name in links)
	return saveAvatar(user.id, { photo: null, avatar, links: sentLinks ? links : null }, origin)
})

/**
 * A photo (file or address) and the social links from one form: the API's
 * multipart and the page's form. The file may come as `photo` or, under the
 * original's field name, as `avatar`.
 */
export async function saveAvatarForm(userId: number, form: FormData, requestOrigin: string): Promise<SaveResult> {
	const links = Object.fromEntries(linkFields.flatMap((name) => (typeof form.get(name) === 'string' ? [[name, form.get(name)]] : [])))
	const avatar = form.get('avatar')
	const file = avatar instanceof File && form.get('photo') === null
	return saveAvatar(userId, { photo: file ? avatar : form.get('photo'), avatar: file ? undefined : (avatar ?? undefined), links: Object.keys(links).length ? links : null }, requestOrigin)
}

type AvatarInput = { photo: FormDataEntryValue | null; avatar: unknown; links: Record<string, unknown> | null }

const invalid = (errors: Record<string, string>) => ({ ok: false, kind: 'invalid', errors }) as const

/**
 * The stored photo an `avatar` address names, when it is one this account
 * uploaded (never fetched: only our own stored photos); no address, no photo.
 */
async function ownPhoto(userId: number, avatar: unknown, requestOrigin: string): Promise<{ ok: true; key: string | null } | ReturnType<typeof invalid>> {
	if (avatar === undefined || avatar === null || (typeof avatar === 'string' && avatar.trim() === '')) return { ok: true, key: null }
	if (typeof avatar !== 'string') return invalid({ avatar: notYourPhoto })
	const key = photoKeyFromAddress(avatar.trim(), requestOrigin)
	if (!key || !(await mayUsePhoto(userId, key))) return invalid({ avatar: notYourPhoto })
	return { ok: true, key }
}

/**
 * A new photo from a file (checked and re-encoded) or from the address of one
 * the account uploaded before (never fetched: only our own stored photos), and
 * the links when sent. No row changes unless everything is valid (a stored
 * photo file that ends up unused is harmless: files are content-addressed).
 */
async function saveAvatar(userId: number, { photo, avatar, links }: AvatarInput, requestOrigin: string): Promise<SaveResult> {
	if (photo !== null && !(photo instanceof File)) return invalid({ photo: 'Photo: send the image as a file' })
	if (avatar !== undefined && avatar !== null && typeof avatar !== 'string') return invalid({ avatar: notYourPhoto })
	const hasPhoto = photo instanceof File && photo.size > 0
	const address = typeof avatar === 'string' ? avatar.trim() : ''
	if (hasPhoto && address) return invalid({ avatar: 'Photo: send a file or an address, not both' })
	if (!hasPhoto && !address && links === null) return invalid({ photo: 'Photo: choose a JPEG, PNG or WebP image' })
	if (!(await loadOwnProfile(userId))?.step1SavedAt) return { ok: false, kind: 'refused', reason: 'Save step 1 of your profile first.' }
	let key: string | null = null
	if (hasPhoto) {
		const stored = await storePhoto(new Uint8Array(await photo.arrayBuffer()))
		if (!stored.ok) return invalid({ photo: stored.error })
		key = stored.key
	} else if (address) {
		const own = await ownPhoto(userId, address, requestOrigin)
		if (!own.ok) return own
		key = own.key
	}
	if (links !== null) {
		const saved = await saveProfileForm(userId, 'avatar-links', links)
		if (!saved.ok) return saved
	}
	if (key) await setAvatar(userId, key)
	return { ok: true }
}
