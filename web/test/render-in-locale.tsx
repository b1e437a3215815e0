import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { messagesFor } from '#app/i18n/catalogue.server.ts'
import { I18nProvider } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl } from '#app/i18n/locale.ts'

/**
 * A component as a page at `address` renders it: under a root that sends the address's language and the
 * catalogue's `namespaces` (common always), as the site's root and a route's loader do.
 */
export function renderInLocale(address: string, element: ReactNode, namespaces: string[] = []) {
	const url = new URL(address, 'http://localhost')
	const locale = localeFromUrl(url)
	const i18n = { locale, messages: messagesFor(locale, ['common', ...namespaces]) }
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => ({ i18n }),
			Component: () => (
				<I18nProvider>
					<Outlet />
				</I18nProvider>
			),
			children: [{ path: '*', Component: () => element }],
		},
	])
	return renderToString(<Stub initialEntries={[`${url.pathname}${url.search}`]} hydrationData={{ loaderData: { root: { i18n } } }} />)
}
