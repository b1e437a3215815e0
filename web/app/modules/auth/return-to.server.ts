import { localeFromUrl, localizePath, type Locale } from '#app/i18n/locale.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { appCookie } from '#app/modules/request/app-cookie.server.ts'
import { safeRedirectPath } from '#app/modules/site/safe-url.ts'
import type { ToastInput } from '#app/modules/toast/toast.ts'
import { redirectSignedIn } from './sign-in-session.server.ts'

/**
 * Where a visitor was going before signing up or in (`?redirectTo=`, e.g. the
 * checkout of the plan they chose). Only same-site paths pass; the path rides
 * a cookie through e-mail verification, which may happen from the mail's link.
 */
// Under /user or /es/user, the pages of the language the visitor signs in with (issue 32).
const returnCookie = (locale: Locale = 'en') => appCookie('en_return', { path: localizePath('/user', locale), maxAge: 24 * 60 * 60 })

/** A safe `redirectTo` from a query string or form field; null when absent or not a site path. */
export function returnPathOf(value: unknown): string | null {
	const path = safeRedirectPath(value, '', getEnv().SITE_URL)
	return path === '' ? null : path
}

export const redirectToParam = (request: Request) => returnPathOf(new URL(request.url).searchParams.get('redirectTo'))

export const rememberReturnPathHeader = (path: string, locale: Locale = 'en') => returnCookie(locale).serialize(path)

/** The path remembered for after sign-in (a guard or a plan choice set it), or null. */
export async function rememberedReturnPath(request: Request) {
	return returnPathOf(await returnCookie().parse(request.headers.get('cookie')))
}

export const forgetReturnPathHeader = (locale: Locale = 'en') => returnCookie(locale).serialize('', { maxAge: 0 })

/** Signs the user in and sends them where they were going (the remembered path), else to `fallback`. */
export async function redirectSignedInBack(request: Request, userId: number, fallback: string, toast: ToastInput) {
	const remembered = returnPathOf(await returnCookie().parse(request.headers.get('cookie')))
	const response = await redirectSignedIn(userId, remembered ?? fallback, toast)
	if (remembered) response.headers.append('set-cookie', await forgetReturnPathHeader(localeFromUrl(request.url)))
	return response
}
