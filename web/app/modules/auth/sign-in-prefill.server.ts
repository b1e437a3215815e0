import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { appCookie } from '#app/modules/request/app-cookie.server.ts'

/**
 * The e-mail the sign-in form starts with after a password reset: carried in a
 * short-lived cookie rather than the URL, so it reaches no log or history.
 */
const prefillCookie = (locale: Locale = 'en') => appCookie('en_signin_email', { path: localizePath('/user', locale), maxAge: 10 * 60 })

export const signInPrefillHeader = (email: string, locale: Locale = 'en') => prefillCookie(locale).serialize(email)

export async function readSignInPrefill(request: Request): Promise<string | null> {
	const value = await prefillCookie().parse(request.headers.get('cookie'))
	return typeof value === 'string' && value.length <= 254 ? value : null
}
