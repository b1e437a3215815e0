import { lazy, Suspense } from 'react'
import type { HeaderUser } from './chrome-data.ts'

/**
 * Most visitors are not signed in, so the account menu's code is not in the chunk every page loads
 * (issue 33's page weight). The server renders the menu into the page as before; the browser
 * hydrates it once its chunk has arrived (until then the menu, a <details>, works as without JavaScript).
 */
const AccountMenu = import.meta.env.SSR
	? (await import('./account-menu.tsx')).AccountMenu
	: lazy(() => import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })))

export function SignedInMenu({ user }: { user: HeaderUser }) {
	return (
		<Suspense fallback={null}>
			<AccountMenu user={user} />
		</Suspense>
	)
}
