import { isLocale, type Locale } from './locale.ts'

/**
 * The visitor's language choice (issue 32), remembered by the language switch. It is not a secret and
 * the page's own script reads it (the /home suggestion must not reappear), so it is not httpOnly.
 * It never redirects a page with its own address; it only picks the language of `/`.
 */
export const languageCookieName = 'lang'

export function chosenLocale(cookieHeader: string | null | undefined): Locale | null {
	const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')
	return match && isLocale(match[1]) ? match[1] : null
}

export function languageCookie(locale: Locale, secure: boolean) {
	return `${languageCookieName}=${locale}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure ? '; Secure' : ''}`
}
