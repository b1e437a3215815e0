import type { ReactNode } from 'react'

/** A titled card of the public profile page; the heading names the section for screen readers. */
export function ProfilePageSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
	return (
		<section aria-labelledby={`${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`} id={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 id={`${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`} className="text-lg font-semibold text-ink">
				{title}
			</h2>
			<div className="mt-3 text-slate-700">{children}</div>
		</section>
	)
}
