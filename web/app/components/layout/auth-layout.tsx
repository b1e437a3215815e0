import { Outlet } from 'react-router'
import { Logo } from './logo.tsx'

/** Spec §2 user layout: a form column, with a decorative panel on large screens only. */
export default function AuthLayout() {
	return (
		<div className="grid min-h-screen lg:grid-cols-2">
			<main id="main" className="flex flex-col px-6 py-8 sm:px-12">
				<Logo />
				<div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
					<Outlet />
				</div>
			</main>
			<div aria-hidden="true" className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 to-brand-900 lg:block">
				<img src="/images/hero.svg" alt="" width={560} height={420} className="absolute inset-0 m-auto w-3/4 opacity-90" />
			</div>
		</div>
	)
}
