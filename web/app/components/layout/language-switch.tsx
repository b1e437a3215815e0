import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { isBilingualRoute } from '#app/i18n/bilingual-routes.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pathWithoutLocale } from '#app/i18n/locale.ts'
import type { ChromeData } from './chrome-data.ts'

/**
 * The other language of the same page (issue 32). It goes through `/language/:locale`, which
 * remembers the choice in a cookie (and, signed in, as the account's language) and lands on the
 * page in that language. The pages that exist in English only (the admin) show it
 * to a signed-in user too (issue 42 point 10): there it leads to the site's home in Spanish, so
 * signing in never leaves a Spanish reader without the way back.
 */
export function LanguageSwitch({ className }: { className?: string }) {
	const t = useT()
	const location = useLocation()
	const matches = useMatches()
	const leaf = matches[matches.length - 1]
	const bilingual = Boolean(leaf && isBilingualRoute(leaf.id))
	const root = useRouteLoaderData<ChromeData>('root')
	if (!bilingual && !root?.user) return null
	const other = t.locale === 'es' ? 'en' : 'es'
	const next = bilingual ? `${pathWithoutLocale(location.pathname)}${location.search}` : '/home'
	return (
		<a
			href={`/language/${other}?next=${encodeURIComponent(next)}`}
			hrefLang={other}
			lang={other}
			rel="nofollow"
			title={t('common.language.switchToLong', { page: bilingual ? 'same' : 'home' })}
			className={className}
		>
			{t('common.language.switchTo')}
		</a>
	)
}
