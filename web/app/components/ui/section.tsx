import type { ReactNode } from 'react'

const looks = {
	/** A white card on the grey page, its content below the heading (the public profile). */
	card: { section: 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200', body: 'mt-3 text-slate-700', labelled: true },
	/** A bordered box in small print (the admin's account page). */
	outlined: { section: 'rounded-xl border border-slate-200 p-5', body: 'mt-3 text-sm text-slate-800', labelled: true },
	/**
	 * A white card of form fields spaced under the heading (profile set-up).
	 * Not a named region: the fields carry the names, and one landmark per
	 * group of fields would crowd the page's landmarks.
	 */
	form: { section: 'space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', body: null, labelled: false },
} as const

/**
 * A titled part of a page, its h2 over its content. A labelled one is a
 * region named by its heading, whose id comes from `id` (also the section's,
 * for links to it) or else from the title.
 */
export function Section({ title, id, look = 'card', children }: { title: string; id?: string; look?: keyof typeof looks; children: ReactNode }) {
	const { section, body, labelled } = looks[look]
	const headingId = labelled ? `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading` : undefined
	return (
		<section aria-labelledby={headingId} id={id} className={section}>
			<h2 id={headingId} className="text-lg font-semibold text-ink">
				{title}
			</h2>
			{body ? <div className={body}>{children}</div> : children}
		</section>
	)
}
