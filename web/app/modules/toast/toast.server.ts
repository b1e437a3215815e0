import { redirect } from 'react-router'
import { appCookie } from '#app/modules/request/app-cookie.server.ts'
import { z } from 'zod'
import { toastTypes, toToast, type Toast, type ToastInput } from './toast.ts'

// A toast cookie comes back from the browser: checked before it is shown.
const toastSchema = z.object({
	id: z.string().max(100).default(() => crypto.randomUUID()),
	type: z.enum(toastTypes).default('info'),
	title: z.string().max(200).optional(),
	description: z.string().max(1000),
	// Judged again where it is used (auth/return-to.server.ts): a cookie comes back from the browser.
	signIn: z.string().max(2000).optional(),
})

const toastCookie = () => appCookie('en_toast', { maxAge: 60 })

/** A Set-Cookie header that carries a message to the next page the browser shows. */
export async function createToastHeaders(input: ToastInput) {
	const toast = toToast(input)
	return new Headers({ 'set-cookie': await toastCookie().serialize(toast) })
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
	const headers = new Headers(init?.headers)
	for (const [key, value] of await createToastHeaders(input)) headers.append(key, value)
	return redirect(url, { ...init, headers })
}

/**
 * Reads the flash message once: the returned headers expire the cookie, so a
 * reload does not show it again.
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
	const cookie = toastCookie()
	const raw = await cookie.parse(request.headers.get('cookie'))
	if (raw === null || raw === undefined || raw === '') return { toast: null, headers: null }
	const parsed = toastSchema.safeParse(raw)
	const headers = new Headers({ 'set-cookie': await cookie.serialize('', { maxAge: 0 }) })
	return { toast: parsed.success ? parsed.data : null, headers }
}
