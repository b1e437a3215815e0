import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Logo } from './logo.tsx'
import { footerLinks } from './nav-links.ts'

export type Contact = { phone: string; email: string }

/** The site footer (spec §1, §2). `newsletter` is the subscription form, when present. */
export function Footer({ contact, newsletter }: { contact: Contact; newsletter?: ReactNode }) {
	return (
		<footer className="mt-16 border-t border-slate-200 bg-slate-50">
			<div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
				<div className="space-y-3">
					<Logo />
					<p className="text-sm text-slate-600">Find a registered dietitian near you, and read nutrition advice you can trust.</p>
					<address className="space-y-1 text-sm not-italic text-slate-700">
						<div>
							Phone: <a className="underline hover:text-brand-800" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
						</div>
						<div>
							E-mail: <a className="underline hover:text-brand-800" href={`mailto:${contact.email}`}>{contact.email}</a>
						</div>
					</address>
				</div>
				<nav aria-label="Footer">
					<h2 className="mb-3 text-sm font-semibold text-slate-900">Explore</h2>
					<ul className="grid grid-cols-2 gap-2 text-sm">
						{footerLinks.map((link) => (
							<li key={link.to}>
								<Link to={link.to} className="text-slate-700 hover:text-brand-800 hover:underline">
									{link.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<div>{newsletter}</div>
			</div>
			<div className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
				© 2024 American Dietitian, a VV ,LLC Company
			</div>
		</footer>
	)
}
