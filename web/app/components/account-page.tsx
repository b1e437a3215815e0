import type { ReactNode } from 'react'

/** The frame of the signed-in pages whose full editors arrive with their own features. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-12">
			<h1 className="text-3xl font-bold text-ink">{title}</h1>
			<div className="mt-6 space-y-4 text-slate-700">{children}</div>
		</div>
	)
}
