import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { PlansModal } from '#app/components/billing/plans-modal.tsx'
import { hasEntitlement } from '#app/modules/billing/plans.ts'

export type HeaderUser = {
	id: number
	firstName: string
	lastName: string
	email: string
	isAdmin: boolean
	plan: number
	submitted: boolean
}

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none'

/**
 * The signed-in user's dropdown (spec §2). A <details> element, so it opens and
 * its links work without JavaScript; with JavaScript it also closes on a click
 * outside and on Escape, and the profile entries open the prompt modals when
 * the user has no plan or no submitted profile. The server guards hold either way.
 */
export function AccountMenu({ user }: { user: HeaderUser }) {
	const details = useRef<HTMLDetailsElement>(null)
	const [modal, setModal] = useState<'plans' | 'create-profile' | null>(null)
	const location = useLocation()

	// Choosing an entry navigates; the menu closes behind it.
	useEffect(() => {
		if (details.current) details.current.open = false
	}, [location.key])

	useEffect(() => {
		const close = (event: Event) => {
			const element = details.current
			if (!element?.open) return
			if (event instanceof KeyboardEvent) {
				if (event.key !== 'Escape') return
				element.open = false
				element.querySelector('summary')?.focus()
				return
			}
			if (!element.contains(event.target as Node)) element.open = false
		}
		document.addEventListener('click', close)
		document.addEventListener('keydown', close)
		return () => {
			document.removeEventListener('click', close)
			document.removeEventListener('keydown', close)
		}
	}, [])

	const openModal = (event: MouseEvent, which: 'plans' | 'create-profile') => {
		event.preventDefault()
		if (details.current) details.current.open = false
		setModal(which)
	}

	return (
		<>
			<details ref={details} className="relative">
				<summary
					className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden"
				>
					<span aria-hidden="true">{`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}</span>
					<span className="sr-only">{`Account menu for ${user.firstName} ${user.lastName}`}</span>
				</summary>
				<div className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
					<p className="truncate px-3 py-2 text-xs text-slate-600">{user.email}</p>
					<ul>
						{user.isAdmin ? (
							<>
								<li>
									<Link to="/admin" className={itemClass}>Manage Users</Link>
								</li>
								<li>
									<Link to="/articleeditor" className={itemClass}>Manage Articles</Link>
								</li>
							</>
						) : (
							<>
								<li>
									<Link
										to="/setupprofile"
										className={itemClass}
										onClick={hasEntitlement(user.plan, 'listing') ? undefined : (event) => openModal(event, 'plans')}
									>
										{user.submitted ? 'Edit Profile' : 'Create Profile'}
									</Link>
								</li>
								<li>
									<Link
										to="/viewprofile"
										className={itemClass}
										onClick={user.submitted ? undefined : (event) => openModal(event, 'create-profile')}
									>
										Your Profile
									</Link>
								</li>
								{hasEntitlement(user.plan, 'articles') ? (
									<li>
										<Link to="/articleeditor" className={itemClass}>Articles</Link>
									</li>
								) : null}
							</>
						)}
						<li>
							<Form method="post" action="/user/signout">
								<button type="submit" className={itemClass}>Sign out</button>
							</Form>
						</li>
					</ul>
				</div>
			</details>
			<PlansModal open={modal === 'plans'} onOpenChange={(open) => setModal(open ? 'plans' : null)} />
			<PromptModal
				open={modal === 'create-profile'}
				onOpenChange={(open) => setModal(open ? 'create-profile' : null)}
				title="You have no profile yet"
				description="Create your profile and submit it; then you can view it here."
				primary={hasEntitlement(user.plan, 'listing') ? { to: '/setupprofile', label: 'Create Profile' } : { to: '/services', label: 'See plans' }}
				secondary={{ to: '/home', label: 'Not now' }}
				width={600}
			/>
		</>
	)
}

type Action = { to: string; label: string }

/** Spec §9 modal widths: 770 (plans) and 600. */
function PromptModal(props: {
	open: boolean
	onOpenChange: (open: boolean) => void
	title: string
	description: string
	primary: Action
	secondary: Action
	width: number
}) {
	const close = () => props.onOpenChange(false)
	return (
		<Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
				<Dialog.Content
					style={{ maxWidth: props.width }}
					className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 shadow-xl focus:outline-none"
				>
					<Dialog.Title className="text-xl font-semibold text-ink">{props.title}</Dialog.Title>
					<Dialog.Description className="mt-2 text-slate-600">{props.description}</Dialog.Description>
					<div className="mt-6 flex flex-wrap justify-end gap-3">
						<Link to={props.secondary.to} onClick={close} className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
							{props.secondary.label}
						</Link>
						<Link to={props.primary.to} onClick={close} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
							{props.primary.label}
						</Link>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
