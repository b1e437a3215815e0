import { Link, redirect } from 'react-router'
import type { Route } from './+types/welcome'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { requireUser } from '#app/modules/auth/current-user.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return pageMeta(t('accounts.welcome.metaTitle'), t('accounts.welcome.metaDescription'))
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user } = await requireUser(request)
	// Only your own welcome page.
	if (String(user.id) !== params.id) throw redirect(localizePath('/home', localeFromUrl(request.url)))
	return { firstName: user.firstName, hasPlan: hasEntitlement(user.plan, 'listing'), i18n: pageI18n(request, ['accounts']) }
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<>
			<h1 className="text-3xl font-bold tracking-tight text-ink">{t('accounts.welcome.title', { firstName: loaderData.firstName })}</h1>
			<p className="mt-3 text-slate-700">{t('accounts.welcome.intro')}</p>
			<ol className="mt-6 space-y-4">
				<li className="rounded-xl border border-slate-200 p-4">
					<p className="font-semibold text-ink">{t('accounts.welcome.planStep')}</p>
					<p className="text-sm text-slate-600">{loaderData.hasPlan ? t('accounts.welcome.planDone') : t('accounts.welcome.planTodo')}</p>
					{loaderData.hasPlan ? null : (
						<Link to={localePath('/services')} className="mt-3 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
							{t('accounts.welcome.seePlans')}
						</Link>
					)}
				</li>
				<li className="rounded-xl border border-slate-200 p-4">
					<p className="font-semibold text-ink">{t('accounts.welcome.profileStep')}</p>
					<p className="text-sm text-slate-600">{t('accounts.welcome.profileText')}</p>
				</li>
			</ol>
			<Link to={localePath('/home')} className="mt-8 inline-block font-medium text-brand-800 underline">
				{t('accounts.welcome.home')}
			</Link>
		</>
	)
}
