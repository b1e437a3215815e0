import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { withTranslations } from './with-translations.tsx'

/** A component as the page at `address` renders it: in that page's language, inside a router (links, forms). */
export function renderInLocale(address: string, element: ReactNode) {
	const url = new URL(address, 'http://localhost')
	const Stub = createRoutesStub([{ path: '*', Component: () => withTranslations(element, localeFromUrl(url)) }])
	return renderToString(<Stub initialEntries={[`${url.pathname}${url.search}`]} />)
}
