import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import { NewsletterSignup } from '#app/components/newsletter/newsletter-signup.tsx'
import { contactScript, siteContact } from '#app/modules/site/contact.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import type { ChromeData } from './chrome-data.ts'
import { SignedInMenu } from './signed-in-menu.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

/** Header, content, footer: the main layout of spec §2, also used by the error views. */
export function SiteChrome({ children }: { children: ReactNode }) {
	const root = useRouteLoaderData<ChromeData>('root')
	const t = useT()
	// The error view can render without the root loader (an action that failed before it ran).
	const contact = root?.contact ?? siteContact()
	const script = contactScript(contact)
	return (
		<div className="flex min-h-screen flex-col">
			<a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
				{t('common.skipToContent')}
			</a>
			<Header account={root?.user ? <SignedInMenu user={root.user} /> : undefined} />
			<main id="main" className="flex-1">
				{children}
			</main>
			<Footer contact={contact} newsletter={<NewsletterSignup />} />
			<script id={script.id} type="application/json" dangerouslySetInnerHTML={{ __html: script.json }} />
		</div>
	)
}
