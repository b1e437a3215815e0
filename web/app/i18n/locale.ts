/**
 * The site's languages (issue 32). English pages keep their addresses; Spanish ones live under `/es`.
 * The language of a page is its address, never a header: a shared link or a search engine gets the page it asked for.
 */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

const spanishPrefix = '/es'

/** The tag for `Intl` and ICU formatting: US English and US Spanish ($1,234.50 in both, dates as Americans write them). */
export function intlLocale(locale: Locale): 'en-US' | 'es-US' {
	return locale === 'es' ? 'es-US' : 'en-US'
}

export function isLocale(value: unknown): value is Locale {
	return value === 'en' || value === 'es'
}

/** The language of an address: `/es` and `/es/…` are Spanish, every other path English. */
export function localeFromPath(pathname: string): Locale {
	return pathname === spanishPrefix || pathname.startsWith(`${spanishPrefix}/`) ? 'es' : 'en'
}

export function localeFromUrl(url: string | URL): Locale {
	return localeFromPath(new URL(url, 'http://localhost').pathname)
}

/** The path without its language prefix: `/es/search` → `/search`, `/es` → `/`. */
export function pathWithoutLocale(pathname: string): string {
	if (localeFromPath(pathname) === 'en') return pathname
	return pathname.slice(spanishPrefix.length) || '/'
}

/** A site path in a language: `localizePath('/search?where=10001', 'es')` → `/es/search?where=10001`. */
export function localizePath(path: string, locale: Locale): string {
	if (locale === 'en' || !path.startsWith('/') || path.startsWith('//')) return path
	if (localeFromPath(path.split(/[?#]/, 1)[0] ?? path) === 'es') return path
	return path === '/' ? spanishPrefix : `${spanishPrefix}${path}`
}
