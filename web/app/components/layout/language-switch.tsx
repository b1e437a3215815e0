import { useLocation, useMatches } from 'react-router'
import { isBilingualRoute } from '#app/i18n/bilingual-routes.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { pathWithoutLocale } from '#app/i18n/locale.ts'

/**
 * The other language of the same page (issue 32). It goes through `/language/:locale`, which
 * remembers the choice in a cookie and lands on the page in that language; pages that exist in
 * English only (the dashboard, the admin) show no switch.
 */
export function LanguageSwitch({ className }: { className?: string }) {
	const t = useT()
	const location = useLocation()
	const matches = useMatches()
	const leaf = matches[matches.length - 1]
	if (!leaf || !isBilingualRoute(leaf.id)) return null
	const other = t.locale === 'es' ? 'en' : 'es'
	const next = `${pathWithoutLocale(location.pathname)}${location.search}`
	return (
		<a
			href={`/language/${other}?next=${encodeURIComponent(next)}`}
			hrefLang={other}
			lang={other}
			rel="nofollow"
			title={t('common.language.switchToLong')}
			className={className}
		>
			{t('common.language.switchTo')}
		</a>
	)
}
