import { saveAvatarForm } from './profile-api.server.ts'
import { saveProfileForm, setAvatar, type SaveResult } from './profile-editor.server.ts'
import { profileInputFromForm, type ProfileForm } from './profile-forms.ts'
import { storePhoto } from './profile-photo.server.ts'

export type PageSave = { result: SaveResult; values: Record<string, unknown> }

/**
 * A profile form posted by a page (setup steps, section editors): the same
 * save as the API, from form fields. Step 2 and the photo section carry an
 * optional photo, checked before anything is written.
 */
export async function saveFromPage(userId: number, form: ProfileForm, data: FormData, requestOrigin: string): Promise<PageSave> {
	const values = profileInputFromForm(form, data)
	if (form === 'avatar-links') return { result: await saveAvatarForm(userId, data, requestOrigin), values }
	const photo = data.get('photo')
	let key: string | null = null
	if (form === 'step2' && photo instanceof File && photo.size > 0) {
		const stored = await storePhoto(new Uint8Array(await photo.arrayBuffer()))
		if (!stored.ok) return { result: { ok: false, kind: 'invalid', errors: { photo: stored.error } }, values }
		key = stored.key
	}
	const result = await saveProfileForm(userId, form, values)
	if (result.ok && key) await setAvatar(userId, key)
	return { result, values }
}
