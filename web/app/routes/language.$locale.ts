import { redirect } from 'react-router'
import type { Route } from './+types/language.$locale'
import { languageCookie } from '#app/i18n/language-choice.ts'
import { isLocale, localizePath, pathWithoutLocale } from '#app/i18n/locale.ts'
import { isProduction } from '#app/modules/config/env.server.ts'
import { isSitePath } from '#app/modules/site/safe-url.ts'

/**
 * The language switch (issue 32): remembers the choice and shows the same page in that language.
 * `next` must be a path of this site; anything else lands on the home page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
	if (!isLocale(params.locale)) throw new Response('Unknown language', { status: 404 })
	const next = new URL(request.url).searchParams.get('next') ?? '/home'
	const target = new URL(isSitePath(next) ? next : '/home', 'http://site.invalid')
	const path = `${pathWithoutLocale(target.pathname)}${target.search}`
	return redirect(localizePath(path, params.locale), {
		status: 303,
		headers: { 'set-cookie': languageCookie(params.locale, isProduction()), 'cache-control': 'private, no-store' },
	})
}
