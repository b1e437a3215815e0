import { Dialog } from 'radix-ui'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { showToast } from '#app/components/ui/toaster.tsx'
import { messages } from '#app/messages.ts'

async function post(path: string, body: unknown) {
	try {
		const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
		return response.status === 200
	} catch {
		return false
	}
}

function Spinner() {
	return <span aria-hidden="true" className="size-4 rounded-full border-2 border-white/40 border-t-white" style={{ animation: 'spin 0.8s linear infinite' }} />
}

/**
 * The footer's newsletter form (spec §4, §5, §8). With JavaScript: the spec's
 * two API calls and a code modal that a backdrop click does not close; a
 * failure shows no message, as the spec says. Without JavaScript the form
 * posts to /newsletter, which does the same two steps as pages.
 */
export function NewsletterSignup() {
	const location = useLocation()
	const [email, setEmail] = useState('')
	const [pending, setPending] = useState(false)
	const [open, setOpen] = useState(false)
	const [code, setCode] = useState('')
	const [verifying, setVerifying] = useState(false)

	async function subscribe(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (pending) return
		if (email.trim() === '') {
			showToast({ type: 'warning', description: messages.pleaseInputEmail })
			return
		}
		setPending(true)
		const sent = await post('/api/user/send-subscribe-verify-code', { email })
		setPending(false)
		if (sent) {
			setCode('')
			setOpen(true)
		}
	}

	async function verify(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (verifying) return
		setVerifying(true)
		// Spec §5: the code is sent as an integer.
		const ok = await post('/api/user/check-subscribe-verify-code', { email, verifyCode: Number.parseInt(code, 10), source: location.pathname })
		setVerifying(false)
		setOpen(false)
		if (ok) {
			showToast({ type: 'success', description: messages.emailSubscribed })
			setEmail('')
		}
	}

	return (
		<div>
			<h2 className="mb-2 text-sm font-semibold text-slate-900" id="newsletter-heading">
				Newsletter
			</h2>
			<p className="mb-3 text-sm text-slate-600">New articles by registered dietitians, once a month.</p>
			<form method="post" action="/newsletter" onSubmit={subscribe} aria-labelledby="newsletter-heading" className="flex gap-2">
				<input type="hidden" name="intent" value="subscribe" />
				<input type="hidden" name="source" value={location.pathname} />
				<Honeypot id="newsletter-company-website" />
				<label htmlFor="newsletter-email" className="sr-only">
					E-mail
				</label>
				<input
					id="newsletter-email"
					name="email"
					type="email"
					autoComplete="email"
					placeholder="you@example.com"
					value={email}
					onChange={(event) => {
						// Spec §5: input is ignored while a submission is pending.
						if (!pending) setEmail(event.target.value)
					}}
					className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
				/>
				<button
					type="submit"
					disabled={pending}
					aria-busy={pending || undefined}
					className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
				>
					{pending ? <Spinner /> : null}
					Subscribe
				</button>
			</form>
			<Dialog.Root open={open} onOpenChange={setOpen}>
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
							<Dialog.Title className="text-xl font-semibold text-ink">Confirm your e-mail</Dialog.Title>
							<Dialog.Close aria-label="Close" className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
								<span aria-hidden="true" className="text-xl leading-none">×</span>
							</Dialog.Close>
						</div>
						<Dialog.Description className="mt-2 text-slate-600">
							We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm your subscription.
						</Dialog.Description>
						<form onSubmit={verify} className="mt-6 space-y-4">
							<label htmlFor="newsletter-code" className="block text-sm font-medium text-slate-800">
								Verification code
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
							<button
								type="submit"
								disabled={verifying}
								aria-busy={verifying || undefined}
								className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
							>
								{verifying ? <Spinner /> : null}
								Verify
							</button>
						</form>
					</Dialog.Content>
				</Dialog.Portal>
			</Dialog.Root>
		</div>
	)
}
