import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { Link } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
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
	const t = useT()
	const localePath = useLocalePath()
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
						<Dialog.Title className="text-lg font-semibold text-slate-900">{t('common.menu.title')}</Dialog.Title>
						<Dialog.Close className="rounded-lg p-2 text-slate-600 hover:bg-slate-100" aria-label={t('common.menu.close')}>
							<span aria-hidden="true" className="text-xl leading-none">×</span>
						</Dialog.Close>
					</div>
					<Dialog.Description className="sr-only">{t('common.menu.description')}</Dialog.Description>
					<nav aria-label={t('common.nav.mobile')}>
						<ul className="flex flex-col gap-1">
							{headerLinks.map((link) => (
								<li key={link.to}>
									<Link to={localePath(link.to)} onClick={close} className="block rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-brand-50">
										{t('mobileLabel' in link ? link.mobileLabel : link.label)}
									</Link>
								</li>
							))}
							{signedIn ? null : (
								<li>
									<Link to={t.locale === 'es' ? '/es/user/signin' : '/signin'} onClick={close} className="mt-2 block rounded-lg bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800">
										{t('common.signIn')}
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
