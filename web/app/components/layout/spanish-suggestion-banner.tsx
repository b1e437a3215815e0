import { useState } from 'react'
import { useLocation } from 'react-router'
import { useT } from '#app/i18n/i18n-context.tsx'
import { languageCookie } from '#app/i18n/language-choice.ts'

/** The offer of the Spanish page (see spanish-suggestion.tsx), loaded only for a browser that gets it. */
export default function SpanishSuggestionBanner() {
	const t = useT()
	const location = useLocation()
	const [show, setShow] = useState(true)
	if (!show) return null
	const next = `${location.pathname}${location.search}`
	return (
		<div lang="es" role="region" aria-label={t('common.language.label')} className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-900 shadow-lg">
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
				<p>
					{t.rich('common.language.suggestion', {
						link: (chunks) => (
							<a href={`/language/es?next=${encodeURIComponent(next)}`} hrefLang="es" rel="nofollow" className="font-semibold text-brand-800 underline">
								{chunks}
							</a>
						),
					})}
				</p>
				<button
					type="button"
					className="rounded-lg px-3 py-1 font-medium text-slate-700 hover:bg-white"
					onClick={() => {
						// The switch's cookie, as /language/en would set it (Secure over HTTPS, as the server's in production).
						document.cookie = languageCookie('en', window.location.protocol === 'https:')
						setShow(false)
					}}
				>
					{t('common.language.suggestionDismiss')}
				</button>
			</div>
		</div>
	)
}
