import { Dialog } from 'radix-ui'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { headerLinks } from './nav-links.ts'

/**
 * The small-screen navigation. Without JavaScript the button is a link to the
 * /menu page; with it, the same button opens an accessible modal dialog.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
	const [open, setOpen] = useState(false)
	const trigger = useRef<HTMLAnchorElement>(null)
	const close = () => setOpen(false)
	return (
		<Dialog.Root open={open} onOpenChange={setOpen}>
			<a
				ref={trigger}
				href="/menu"
				role="button"
				aria-haspopup="dialog"
				aria-expanded={open}
				aria-label="Open menu"
				onClick={(event) => {
					event.preventDefault()
					setOpen(true)
				}}
				className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
			>
				<svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
					<path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
				</svg>
			</a>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
				<Dialog.Content
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						trigger.current?.focus()
					}}
					className="fixed inset-y-0 right-0 z-50 flex w-72 flex-col gap-2 bg-white p-6 shadow-xl focus:outline-none"
				>
					<div className="mb-4 flex items-center justify-between">
						<Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
						<Dialog.Close className="rounded-lg p-2 text-slate-600 hover:bg-slate-100" aria-label="Close menu">
							<span aria-hidden="true" className="text-xl leading-none">×</span>
						</Dialog.Close>
					</div>
					<Dialog.Description className="sr-only">Site navigation</Dialog.Description>
					<nav aria-label="Mobile">
						<ul className="flex flex-col gap-1">
							{headerLinks.map((link) => (
								<li key={link.to}>
									<Link to={link.to} onClick={close} className="block rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-brand-50">
										{'mobileLabel' in link ? link.mobileLabel : link.label}
									</Link>
								</li>
							))}
							{signedIn ? null : (
								<li>
									<Link to="/signin" onClick={close} className="mt-2 block rounded-lg bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800">
										Sign in
									</Link>
								</li>
							)}
						</ul>
					</nav>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
