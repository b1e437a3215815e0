// Shared by the footer form and its code modal.
import type { ReactNode } from 'react'

export async function post(path: string, body: unknown) {
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


/** A submit button that shows a spinner and ignores clicks while its request runs. */
export function PendingButton({ pending, className, children }: { pending: boolean; className: string; children: ReactNode }) {
	return (
		<button
			type="submit"
			disabled={pending}
			aria-busy={pending || undefined}
			className={`items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 ${className}`}
		>
			{pending ? <Spinner /> : null}
			{children}
		</button>
	)
}
