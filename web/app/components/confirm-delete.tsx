import { Form, Link } from 'react-router'

/**
 * Deleting takes two steps, without JavaScript too: "Delete…" adds
 * ?confirm=delete to the URL, which shows this confirmation.
 */
export function DeleteLink() {
	return (
		<Link to="?confirm=delete" className="rounded-lg px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50">
			Delete…
		</Link>
	)
}

export function ConfirmDelete({ title }: { title: string }) {
	return (
		<Form method="post" role="alertdialog" aria-labelledby="confirm-delete" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
			<p id="confirm-delete" className="font-medium text-red-900">
				Delete “{title}” for good? This cannot be undone.
			</p>
			<div className="mt-3 flex gap-2">
				<button type="submit" name="intent" value="delete" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
					Yes, delete
				</button>
				<Link to="." className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300">
					Cancel
				</Link>
			</div>
		</Form>
	)
}
