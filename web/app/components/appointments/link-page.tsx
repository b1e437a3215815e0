import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'

/**
 * A page a mail link opens: what the link will do, and one button that does
 * it (a POST; mail scanners open links, and a GET never acts). After the
 * click, or when the link cannot be used, it says what happened.
 */
export function LinkPage({
	title,
	lines,
	done,
	problem,
	button,
	pendingText = 'One moment…',
	children,
}: {
	title: string
	lines: string[]
	done?: string | null
	problem?: string | null
	button: string
	/** What the button says while it works; the visitor's pages give it in their language (the dietitian's pages are English). */
	pendingText?: string
	children?: ReactNode
}) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<h1 className="text-3xl font-bold text-ink">{title}</h1>
			<ul className="mt-4 space-y-1 text-slate-700">
				{lines.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
			{done ? (
				<p role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
					{done}
				</p>
			) : problem ? (
				<p role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
					{problem}
				</p>
			) : (
				<Form method="post" className="mt-6 space-y-4">
					{children}
					<SubmitButton pendingText={pendingText}>{button}</SubmitButton>
				</Form>
			)}
		</div>
	)
}
