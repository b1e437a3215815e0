import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { Logo } from './logo.tsx'
import { footerLinks } from './nav-links.ts'

export type Contact = { phone: string; email: string }

/** The site footer (spec §1, §2). `newsletter` is the subscription form, when present. */
export function Footer({ contact, newsletter }: { contact: Contact; newsletter?: ReactNode }) {
	const t = useT()
	const localePath = useLocalePath()
	return (
		<footer className="mt-16 border-t border-slate-200 bg-slate-50">
			<div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
				<div className="space-y-3">
					<Logo />
					<p className="text-sm text-slate-600">{t('common.footer.tagline')}</p>
					<address className="space-y-1 text-sm not-italic text-slate-700">
						<div>
							{t.rich('common.footer.phone', {
								phone: contact.phone,
								link: (chunks) => (
									<a className="underline hover:text-brand-800" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
										{chunks}
									</a>
								),
							})}
						</div>
						<div>
							{t.rich('common.footer.email', {
								email: contact.email,
								link: (chunks) => (
									<a className="underline hover:text-brand-800" href={`mailto:${contact.email}`}>
										{chunks}
									</a>
								),
							})}
						</div>
					</address>
				</div>
				<nav aria-label={t('common.nav.footer')}>
					<h2 className="mb-3 text-sm font-semibold text-slate-900">{t('common.footer.explore')}</h2>
					<ul className="grid grid-cols-2 gap-2 text-sm">
						{footerLinks.map((link) => (
							<li key={link.to}>
								<Link to={localePath(link.to)} className="text-slate-700 hover:text-brand-800 hover:underline">
									{t(link.label)}
								</Link>
							</li>
						))}
					</ul>
					<p className="mt-4 text-sm">
						<LanguageSwitch className="font-medium text-brand-800 underline hover:text-brand-900" />
					</p>
				</nav>
				<div>{newsletter}</div>
			</div>
			<div className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
				{t('common.footer.copyright')}
			</div>
		</footer>
	)
}
