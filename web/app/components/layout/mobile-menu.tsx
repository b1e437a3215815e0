import { lazy, Suspense, useRef, useState } from 'react'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

// The dialog (Radix Dialog) loads on the first tap on the button.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'))

/**
 * The small-screen navigation. Without JavaScript the button is a link to the
 * /menu page; with it, the same button opens an accessible modal dialog.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
	const t = useT()
	const localePath = useLocalePath()
	const [open, setOpen] = useState(false)
	const [used, setUsed] = useState(false)
	const trigger = useRef<HTMLAnchorElement>(null)
	return (
		<>
			<a
				ref={trigger}
				href={localePath('/menu')}
				role="button"
				aria-haspopup="dialog"
				aria-expanded={open}
				aria-label={t('common.menu.open')}
				onClick={(event) => {
					event.preventDefault()
					setUsed(true)
					setOpen(true)
				}}
				className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
			>
				<svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
					<path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
				</svg>
			</a>
			{used ? (
				<Suspense fallback={null}>
					<MobileMenuDialog open={open} onOpenChange={setOpen} trigger={trigger} signedIn={signedIn} />
				</Suspense>
			) : null}
		</>
	)
}
