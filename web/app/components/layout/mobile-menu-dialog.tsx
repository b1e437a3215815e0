import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { Link } from 'react-router'
import { headerLinks } from './nav-links.ts'

/** The mobile menu's modal dialog; focus returns to the menu button on close. */
export default function MobileMenuDialog({
	open,
	onOpenChange,
	trigger,
	signedIn,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	trigger: RefObject<HTMLAnchorElement | null>
	signedIn: boolean
}) {
	const close = () => onOpenChange(false)
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
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
