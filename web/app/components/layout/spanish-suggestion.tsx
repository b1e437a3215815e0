import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocale } from '#app/i18n/i18n-context.tsx'
import { chosenLocale } from '#app/i18n/language-choice.ts'

const SpanishSuggestionBanner = lazy(() => import('./spanish-suggestion-banner.tsx'))

/**
 * On an English page, a browser that prefers Spanish and has not chosen a language yet is offered
 * the Spanish page (issue 32). Decided in the browser: the page itself is the same for everyone (shared
 * caches keep it), and nobody is redirected. The banner's code loads only for the browsers it is for.
 */
export function SpanishSuggestion() {
	const locale = useLocale()
	const [show, setShow] = useState(false)
	useEffect(() => {
		const preferred = navigator.languages?.[0] ?? navigator.language
		setShow(/^es\b/i.test(preferred) && chosenLocale(document.cookie) === null)
	}, [])
	if (!show || locale !== 'en') return null
	return (
		<Suspense fallback={null}>
			<SpanishSuggestionBanner />
		</Suspense>
	)
}
