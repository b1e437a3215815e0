import { lazy, Suspense, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { showToast } from '#app/components/ui/toaster.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { PendingButton, post } from './newsletter-post.tsx'

// The code modal (Radix Dialog) loads when a code has been sent.
const NewsletterCodeDialog = lazy(() => import('./newsletter-code-dialog.tsx'))

/**
 * The footer's newsletter form (spec §4, §5, §8). With JavaScript: the spec's
 * two API calls and a code modal that a backdrop click does not close; a
 * failure shows no message, as the spec says. Without JavaScript the form
 * posts to /newsletter, which does the same two steps as pages.
 */
export function NewsletterSignup() {
	const location = useLocation()
	const t = useT()
	const localePath = useLocalePath()
	const [email, setEmail] = useState('')
	const [pending, setPending] = useState(false)
	const [open, setOpen] = useState(false)
	const [used, setUsed] = useState(false)

	async function subscribe(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (pending) return
		if (email.trim() === '') {
			showToast({ type: 'warning', description: t('newsletter.pleaseInputEmail') })
			return
		}
		setPending(true)
		// The code mail in the language of this page (issue 32).
		const sent = await post('/api/user/send-subscribe-verify-code', { email, locale: t.locale })
		setPending(false)
		if (sent) {
			setUsed(true)
			setOpen(true)
		}
	}

	return (
		<div>
			<h2 className="mb-2 text-sm font-semibold text-slate-900" id="newsletter-heading">
				{t('newsletter.heading')}
			</h2>
			<p className="mb-3 text-sm text-slate-600">{t('newsletter.blurb')}</p>
			<form method="post" action={localePath('/newsletter')} onSubmit={subscribe} aria-labelledby="newsletter-heading" className="flex gap-2">
				<input type="hidden" name="intent" value="subscribe" />
				<input type="hidden" name="source" value={location.pathname} />
				<Honeypot id="newsletter-company-website" />
				<label htmlFor="newsletter-email" className="sr-only">
					{t('newsletter.email')}
				</label>
				<input
					id="newsletter-email"
					name="email"
					type="email"
					autoComplete="email"
					placeholder={t('newsletter.placeholder')}
					value={email}
					onChange={(event) => {
						// Spec §5: input is ignored while a submission is pending.
						if (!pending) setEmail(event.target.value)
					}}
					className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
				/>
				<PendingButton pending={pending} className="inline-flex text-sm">
					{t('newsletter.subscribe')}
				</PendingButton>
			</form>
			{used ? (
				<Suspense fallback={null}>
					<NewsletterCodeDialog open={open} onOpenChange={setOpen} email={email} onSubscribed={() => setEmail('')} />
				</Suspense>
			) : null}
		</div>
	)
}
