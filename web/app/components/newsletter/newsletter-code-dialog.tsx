import { Dialog } from 'radix-ui'
import { useEffect, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import { showToast } from '#app/components/ui/toaster.tsx'
import { useT } from '#app/i18n/i18n-context.tsx'
import { PendingButton, post } from './newsletter-post.tsx'

/** The newsletter's code modal: a click on the backdrop does not close it (spec §4). */
export default function NewsletterCodeDialog({
	open,
	onOpenChange,
	email,
	onSubscribed,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	email: string
	onSubscribed: () => void
}) {
	const location = useLocation()
	const t = useT()
	const [code, setCode] = useState('')
	const [verifying, setVerifying] = useState(false)
	// Each new code starts from an empty field.
	useEffect(() => {
		if (open) setCode('')
	}, [open])

	async function verify(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (verifying) return
		setVerifying(true)
		// Spec §5: the code is sent as an integer.
		const ok = await post('/api/user/check-subscribe-verify-code', { email, verifyCode: Number.parseInt(code, 10), source: location.pathname })
		setVerifying(false)
		onOpenChange(false)
		if (ok) {
			showToast({ type: 'success', description: t('newsletter.subscribed') })
			onSubscribed()
		}
	}

	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
				<Dialog.Content
					style={{ maxWidth: 600 }}
					// Spec §4: a click on the backdrop does not close it; Escape and the close button do.
					onPointerDownOutside={(event) => event.preventDefault()}
					onInteractOutside={(event) => event.preventDefault()}
					className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 shadow-xl focus:outline-none"
				>
					<div className="flex items-start justify-between gap-4">
						<Dialog.Title className="text-xl font-semibold text-ink">{t('newsletter.dialogTitle')}</Dialog.Title>
						<Dialog.Close aria-label={t('newsletter.close')} className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
							<span aria-hidden="true" className="text-xl leading-none">×</span>
						</Dialog.Close>
					</div>
					<Dialog.Description className="mt-2 text-slate-600">
						{t.rich('newsletter.dialogText', { email, strong: (chunks) => <strong>{chunks}</strong> })}
					</Dialog.Description>
					<form onSubmit={verify} className="mt-6 space-y-4">
						<label htmlFor="newsletter-code" className="block text-sm font-medium text-slate-800">
							{t('newsletter.code')}
						</label>
						<input
							id="newsletter-code"
							inputMode="numeric"
							autoComplete="one-time-code"
							pattern="\d{6}"
							maxLength={6}
							required
							value={code}
							onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
							className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-lg tracking-[0.4em] focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
						/>
						<PendingButton pending={verifying} className="inline-flex w-full justify-center">
							{t('newsletter.verify')}
						</PendingButton>
					</form>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
