import { redirect } from 'react-router'
import type { Route } from './+types/language.$locale'
import { languageCookie } from '#app/i18n/language-choice.ts'
import { isLocale, localizePath, pathWithoutLocale } from '#app/i18n/locale.ts'
import { setAccountLocale } from '#app/modules/accounts/users.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { getEnv, isProduction } from '#app/modules/config/env.server.ts'
import { safeRedirectPath } from '#app/modules/site/safe-url.ts'

/**
 * The language switch (issue 32): remembers the choice and shows the same page in that language.
 * `next` is judged by the one redirect rule (safeRedirectPath, after normalising): anything
 * that is not a page of this site lands on the home page. A signed-in choice is stored on the
 * account, so its mails follow the language its owner reads the site in.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
	if (!isLocale(params.locale)) throw new Response('Unknown language', { status: 404 })
	// Signed in, the choice is also the language of the account's mails (issue 42 point 10).
	const { current } = await getCurrentUser(request)
	if (current && current.user.locale !== params.locale) await setAccountLocale(current.user.id, params.locale)
	const { SITE_URL } = getEnv()
	const next = safeRedirectPath(new URL(request.url).searchParams.get('next') ?? '/home', '/home', SITE_URL)
	const target = new URL(next, SITE_URL)
	const path = safeRedirectPath(`${pathWithoutLocale(target.pathname)}${target.search}`, '/home', SITE_URL)
	return redirect(localizePath(path, params.locale), {
		status: 303,
		headers: { 'set-cookie': languageCookie(params.locale, isProduction()), 'cache-control': 'private, no-store' },
	})
}
