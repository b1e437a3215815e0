import { redirect } from 'react-router'
import type { Route } from './+types/index'
import { chosenLocale } from '#app/i18n/language-choice.ts'
import { localeFromUrl } from '#app/i18n/locale.ts'

/** `/` has no page of its own: it opens the home page in the language the visitor chose (`/es` is Spanish). */
export function loader({ request }: Route.LoaderArgs) {
	const spanish = localeFromUrl(request.url) === 'es' || chosenLocale(request.headers.get('cookie')) === 'es'
	return redirect(spanish ? '/es/home' : '/home', { headers: { vary: 'Cookie', 'cache-control': 'private, no-store' } })
}
