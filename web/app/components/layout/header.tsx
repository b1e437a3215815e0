import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { Logo } from './logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { headerLinks } from './nav-links.ts'

/**
 * The site header (spec §2). `account` is what a signed-in visitor sees in place
 * of the Sign in button; it arrives with accounts.
 */
export function Header({ account }: { account?: ReactNode }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
			<div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
				<Logo />
				<nav aria-label={t('common.nav.main')} className="hidden md:block">
					<ul className="flex items-center gap-1">
						{headerLinks.map((link) => (
							<li key={link.to}>
								<NavLink
									to={localePath(link.to)}
									className={({ isActive }) =>
										`rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
									}
								>
									{t(link.label)}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<div className="flex items-center gap-2">
					<LanguageSwitch className="rounded-lg px-2 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:bg-slate-100 hover:underline" />
					{account ?? (
						<Link
							to={localePath('/user/signin')}
							className="hidden rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-flex"
						>
							{t('common.signIn')}
						</Link>
					)}
					<MobileMenu signedIn={Boolean(account)} />
				</div>
			</div>
		</header>
	)
}
