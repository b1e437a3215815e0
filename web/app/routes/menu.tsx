import { Form, Link, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/menu'
import { headerLinks } from '#app/components/layout/nav-links.ts'
import { LanguageSwitch } from '#app/components/layout/language-switch.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('common.menu.title'), t('common.menu.description')), { name: 'robots', content: 'noindex' }]
}

/** The header's navigation as a page: what the phone menu button opens without JavaScript. */
export default function Menu() {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const t = useT()
	const localePath = useLocalePath()
	const user = root?.user
	const item = 'block rounded-lg px-4 py-3 text-lg font-medium text-slate-800 hover:bg-brand-50'
	return (
		<div className="mx-auto max-w-md px-4 py-10">
			<h1 className="mb-6 text-2xl font-bold text-ink">{t('common.menu.title')}</h1>
			<nav aria-label={t('common.menu.title')}>
				<ul className="space-y-1">
					{headerLinks.map((link) => (
						<li key={link.to}>
							<Link to={localePath(link.to)} className={item}>
								{t('mobileLabel' in link ? link.mobileLabel : link.label)}
							</Link>
						</li>
					))}
					<li>
						<LanguageSwitch className={item} />
					</li>
				</ul>
			</nav>
			<div className="mt-6 border-t border-slate-200 pt-6">
				{user ? (
					<Form method="post" action="/user/signout">
						<button type="submit" className={`${item} w-full text-left`}>
							{t('common.signOut')}
						</button>
					</Form>
				) : (
					<Link to={localePath('/user/signin')} className="block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800">
						{t('common.signIn')}
					</Link>
				)}
			</div>
		</div>
	)
}
