import { redirect } from 'react-router'
import { translator } from '#app/i18n/catalogue.server.ts'
import { localeFromUrl, localizePath, locales, type Locale } from '#app/i18n/locale.ts'
import { appCookie } from '#app/modules/request/app-cookie.server.ts'
import { messages } from '#app/messages.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import type { ToastInput } from '#app/modules/toast/toast.ts'
import { clearSessionCookieHeader, createSession, deleteSession, readSessionId, sessionCookieHeader } from './sessions.server.ts'

/** Starts a browser session (a new id each sign-in) and redirects with a toast. */
export async function redirectSignedIn(userId: number, to: string, toast: ToastInput, extraHeaders?: Record<string, string>) {
	const session = await createSession(userId)
	const headers = await createToastHeaders(toast)
	for (const [key, value] of Object.entries(extraHeaders ?? {})) headers.append(key, value)
	headers.append('set-cookie', await sessionCookieHeader(session.id))
	for (const locale of locales) headers.append('set-cookie', await pendingCookie(locale).serialize('', { maxAge: 0 }))
	return redirect(to, { headers })
}

/** Ends the browser's session on the server and in the cookie. */
export async function redirectSignedOut(request: Request) {
	const sessionId = await readSessionId(request)
	if (sessionId) await deleteSession(sessionId)
	// Signed out from a Spanish page (the sign-out form posts from any page): the Spanish home, in Spanish.
	const locale = localeFromUrl(request.headers.get('referer') ?? '/')
	const headers = await createToastHeaders({ type: 'success', description: locale === 'en' ? messages.loggedOut : translator(locale)('spec.loggedOut') })
	headers.append('set-cookie', await clearSessionCookieHeader())
	return redirect(localizePath('/home', locale), { headers })
}

/**
 * Remembers which account is waiting for e-mail verification in this browser,
 * so /user/verify can show the address and resend without signing in.
 */
const pendingCookie = (locale: Locale) => appCookie('en_pending', { path: localizePath('/user', locale), maxAge: 24 * 60 * 60 })

/** Under /user, or /es/user for the Spanish pages (issue 32): the verification pages of the language signed up in. */
export const pendingVerificationHeader = (userId: number, locale: Locale = 'en') => pendingCookie(locale).serialize({ userId })

export async function readPendingVerification(request: Request): Promise<number | null> {
	const value = (await pendingCookie('en').parse(request.headers.get('cookie'))) as { userId?: unknown } | null
	return typeof value?.userId === 'number' ? value.userId : null
}
