import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { expect, test } from 'vitest'
import { LanguageSwitch } from '#app/components/layout/language-switch.tsx'
import type { ChromeData, HeaderUser } from '#app/components/layout/chrome-data.ts'
import { withTranslations } from '../with-translations.tsx'

// Issue 42 point 10: the language switch stays in the header when signed in. A bilingual page links its
// twin (the dashboard too, since issue 42 point 10); an English-only page (the admin) leads a signed-in
// reader to the Spanish site.
const user: HeaderUser = { id: 1, firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com', isAdmin: false, plan: 2, canList: true, canWriteArticles: true, submitted: true }

function switchOn(routeId: string, path: string, signedIn: boolean) {
	const root: ChromeData = { user: signedIn ? user : null, contact: { phone: '', email: '' }, paymentsEnabled: false }
	const Stub = createRoutesStub([{ id: 'root', Component: Outlet, children: [{ id: routeId, path, Component: () => withTranslations(<LanguageSwitch />, path.startsWith('/es') ? 'es' : 'en') }] }])
	const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root, [routeId]: null } }} />)
	return /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null
}

test('on a bilingual page the switch shows signed in and signed out, to the same page in the other language', () => {
	expect(switchOn('es/routes/search', '/es/search', true)).toBe('/language/en?next=%2Fsearch')
	expect(switchOn('routes/search', '/search', false)).toBe('/language/es?next=%2Fsearch')
})

test('on an English-only page (the admin) the switch shows signed in and leads to the Spanish home; signed out there is none', () => {
	expect(switchOn('routes/admin/users', '/admin/users', true)).toBe('/language/es?next=%2Fhome')
	expect(switchOn('routes/admin/users', '/admin/users', false)).toBeNull()
})

test('on the dietitian’s dashboard, bilingual now, the switch leads to the same page in the other language', () => {
	expect(switchOn('routes/viewprofile', '/viewprofile', true)).toBe('/language/es?next=%2Fviewprofile')
	expect(switchOn('es/routes/viewprofile', '/es/viewprofile', true)).toBe('/language/en?next=%2Fviewprofile')
})
