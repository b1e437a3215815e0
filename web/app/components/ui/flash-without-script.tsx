import type { Toast } from '#app/modules/toast/toast.ts'

const label: Record<Toast['type'], string> = { success: 'Success', info: 'Notice', warning: 'Warning', error: 'Error' }

/**
 * The session's flash message (a guard's "Please sign in…", "Successfully
 * logined!") as the server renders it, for browsers without JavaScript; with
 * JavaScript the toaster shows the same message, and a noscript's content is
 * never part of the page.
 */
export function FlashWithoutScript({ toast }: { toast: Toast }) {
	return (
		<noscript>
			<div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950">
				<strong>{toast.title ?? label[toast.type]}:</strong> {toast.description}
			</div>
		</noscript>
	)
}
