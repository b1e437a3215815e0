// Shared by the browser's toaster and the server: plain types and a small
// normaliser, so the toaster on every page does not ship a validation library.

export const toastTypes = ['success', 'info', 'warning', 'error'] as const

/** `signIn`: a guard turned a signed-out visitor away; the page they asked for, to come back to after signing in (issue 42 point 4). */
export type Toast = { id: string; type: (typeof toastTypes)[number]; title?: string; description: string; signIn?: string }
export type ToastInput = { id?: string; type?: Toast['type']; title?: string; description: string; signIn?: string }

export function toToast(input: ToastInput): Toast {
	return { id: input.id ?? crypto.randomUUID(), type: input.type ?? 'info', title: input.title, description: input.description, ...(input.signIn ? { signIn: input.signIn } : {}) }
}

/** Spec §9: toastr's timings. */
export const toastTiming = {
	showMs: 5000,
	extendedMs: 1000,
	fadeInMs: 300,
	fadeOutMs: 1000,
} as const
