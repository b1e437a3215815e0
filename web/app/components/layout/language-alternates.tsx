import { useLocation, useMatches } from 'react-router'
import { hasSpanishTranslation } from '#app/i18n/bilingual-routes.ts'
import { localizePath, pathWithoutLocale } from '#app/i18n/locale.ts'

/**
 * `hreflang` alternates of a page translated into Spanish (issue 32): English, Spanish, and
 * English as the default. Articles have none: their text is English on both addresses (docs/decisions/104). A list's page number is part of the address; other parameters are not
 * (each page's canonical leaves them out too).
 */
export function LanguageAlternates({ siteUrl }: { siteUrl: string | undefined }) {
	const location = useLocation()
	const matches = useMatches()
	const leaf = matches[matches.length - 1]
	if (!siteUrl || !leaf || !hasSpanishTranslation(leaf.id)) return null
	const page = new URLSearchParams(location.search).get('page')
	const suffix = page && /^\d+$/.test(page) && page !== '1' ? `?page=${page}` : ''
	const path = pathWithoutLocale(location.pathname)
	const href = (locale: 'en' | 'es') => new URL(localizePath(path, locale) + suffix, siteUrl).toString()
	return (
		<>
			<link rel="alternate" hrefLang="en" href={href('en')} />
			<link rel="alternate" hrefLang="es" href={href('es')} />
			<link rel="alternate" hrefLang="x-default" href={href('en')} />
		</>
	)
}
