import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react'
import { Form, Link, useLocation } from 'react-router'
import type { AccountModal, HeaderUser } from './chrome-data.ts'

// The prompt modals (Radix Dialog, the plan list) load on the first click that opens one.
const AccountModals = lazy(() => import('./account-modals.tsx'))

const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none'

/**
 * The signed-in user's dropdown (spec §2). A <details> element, so it opens and
 * its links work without JavaScript; with JavaScript it also closes on a click
 * outside and on Escape, and the profile entries open the prompt modals when
 * the user has no plan or no submitted profile. The server guards hold either way.
 */
export function AccountMenu({ user }: { user: HeaderUser }) {
	const details = useRef<HTMLDetailsElement>(null)
	const [modal, setModal] = useState<AccountModal>(null)
	// Once loaded, the modals stay mounted so Radix can return focus on close.
	const [modalsUsed, setModalsUsed] = useState(false)
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
		setModalsUsed(true)
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
									<Link to="/viewprofile" className={itemClass}>Dashboard</Link>
								</li>
								<li>
									<Link
										to="/setupprofile"
										className={itemClass}
										onClick={user.canList ? undefined : (event) => openModal(event, 'plans')}
									>
										{user.submitted ? 'Edit Profile' : 'Create Profile'}
									</Link>
								</li>
								<li>
									<Link
										to="/viewprofile#profile"
										className={itemClass}
										onClick={user.submitted ? undefined : (event) => openModal(event, 'create-profile')}
									>
										Your Profile
									</Link>
								</li>
								{user.canWriteArticles ? (
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
			{modal || modalsUsed ? (
				<Suspense fallback={null}>
					<AccountModals user={user} modal={modal} onModalChange={setModal} />
				</Suspense>
			) : null}
		</>
	)
}

