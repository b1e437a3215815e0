import { Form, Link } from 'react-router'

/** The words of the two steps; English unless a page in another language gives its own. */
export type DeleteWords = { question: string; yes: string; cancel: string }
const english = (title: string): DeleteWords => ({ question: `Delete “${title}” for good? This cannot be undone.`, yes: 'Yes, delete', cancel: 'Cancel' })

/**
 * Deleting takes two steps, without JavaScript too: "Delete…" adds
 * ?confirm=delete to the URL, which shows this confirmation.
 */
export function DeleteLink({ label = 'Delete…' }: { label?: string }) {
	return (
		<Link to="?confirm=delete" className="rounded-lg px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50">
			{label}
		</Link>
	)
}

export function ConfirmDelete({ title, words = english(title) }: { title: string; words?: DeleteWords }) {
	return (
		<Form method="post" role="alertdialog" aria-labelledby="confirm-delete" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
			<p id="confirm-delete" className="font-medium text-red-900">
				{words.question}
			</p>
			<div className="mt-3 flex gap-2">
				<button type="submit" name="intent" value="delete" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
					{words.yes}
				</button>
				<Link to="." className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300">
					{words.cancel}
				</Link>
			</div>
		</Form>
	)
}
