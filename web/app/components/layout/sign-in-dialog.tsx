import { useEffect, useRef, useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'

/**
 * The sign-in dialog a guard's message opens on the page it sends a signed-out visitor to (issue
 * 42 point 4; spec §6 keeps that page /home). Signing in returns to the page asked for: the form
 * posts to the sign-in page's action with `redirectTo`, which judges it again (safeRedirectPath);
 * a failed attempt lands on the sign-in page with the same `redirectTo`. The post is a document
 * request with JavaScript too (`reloadDocument`), the path proven without it. The server renders it
 * open, so it works without JavaScript; with JavaScript it becomes a modal dialog (focus kept
 * inside, Escape closes it).
 */
export function SignInDialog({ returnTo, message }: { returnTo: string; message: string }) {
	const t = useT()
	const localePath = useLocalePath()
	const location = useLocation()
	const dialog = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(true)
	const reopening = useRef(false)
	useEffect(() => {
		const element = dialog.current
		if (!element || element.matches(':modal')) return
		// Rendered open by the server (non-modal): reopened as a modal now that scripts run. The
		// `close` event that this close() fires is not the visitor closing it.
		reopening.current = true
		element.close()
		element.showModal()
	}, [])
	if (!open) return null
	const query = `?redirectTo=${encodeURIComponent(returnTo)}`
	return (
		<>
			<div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/40" />
			<dialog
				ref={dialog}
				open
				aria-labelledby="sign-in-dialog-title"
				onClose={() => {
					if (reopening.current) reopening.current = false
					else setOpen(false)
				}}
				className="fixed top-1/2 left-1/2 z-50 m-0 w-[calc(100%-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40 sm:p-8"
			>
				<h2 id="sign-in-dialog-title" className="text-2xl font-bold tracking-tight text-ink">
					{t('accounts.signin.title')}
				</h2>
				<p role="status" className="mt-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
					{message}
				</p>
				<Form method="post" action={localePath(`/user/signin${query}`)} reloadDocument className="mt-5 space-y-4">
					<Honeypot id="sign-in-dialog-company-website" />
					<input type="hidden" name="redirectTo" value={returnTo} />
					<div>
						<label htmlFor="sign-in-dialog-email" className="block text-sm font-medium text-slate-800">
							{t('accounts.email')}
						</label>
						<input id="sign-in-dialog-email" name="email" type="email" required autoComplete="email" autoFocus className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none" />
					</div>
					<div>
						<label htmlFor="sign-in-dialog-password" className="block text-sm font-medium text-slate-800">
							{t('accounts.password')}
						</label>
						<input id="sign-in-dialog-password" name="password" type="password" required autoComplete="current-password" className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none" />
					</div>
					<div className="flex flex-wrap items-center justify-between gap-3 text-sm">
						<Link to={localePath('/user/forgotpassword')} className="font-medium text-brand-800 underline">
							{t('accounts.signin.forgot')}
						</Link>
						<span>
							{t.rich('accounts.signin.newHere', {
								link: (chunks) => (
									<Link to={localePath(`/user/signup${query}`)} className="font-medium text-brand-800 underline">
										{chunks}
									</Link>
								),
							})}
						</span>
					</div>
					<div className="flex flex-wrap justify-end gap-3 pt-1">
						{/* Without JavaScript, the same page without the dialog (the message was read once). */}
						<a
							href={`${location.pathname}${location.search}`}
							onClick={(event) => {
								event.preventDefault()
								dialog.current?.close()
							}}
							className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
						>
							{t('sign-in-dialog.notNow')}
						</a>
						<button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
							{t('accounts.signin.submit')}
						</button>
					</div>
				</Form>
			</dialog>
		</>
	)
}
