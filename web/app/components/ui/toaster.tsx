import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { toToast, type Toast, type ToastInput } from '#app/modules/toast/toast.ts'

// Radix Toast arrives with the first toast: most page views show none.
const ToastList = lazy(() => import('./toast-list.tsx'))

type Listener = () => void
let queue: Toast[] = []
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast from client code; server code uses redirectWithToast. */
export function showToast(input: ToastInput) {
	const toast = toToast(input)
	if (queue.some((t) => t.id === toast.id)) return
	// Spec §9: newest on top.
	queue = [toast, ...queue]
	emit()
}

function removeToast(id: string) {
	queue = queue.filter((t) => t.id !== id)
	emit()
}

const subscribe = (listener: Listener) => {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

/**
 * Spec §8: an action's refusal message as an error toast, each time the action
 * answers (a form keeps the message inline too). Actions that answer 4xx are
 * not followed by a loader run, so a cookie toast would not show.
 */
export function useActionToast(actionData: unknown) {
	useEffect(() => {
		const toast = (actionData as { toast?: unknown } | undefined)?.toast
		if (typeof toast === 'string' && toast) showToast({ id: crypto.randomUUID(), type: 'error', description: toast })
	}, [actionData])
}

/** Shows an error toast once for a loader's error message (null: nothing). */
export function useToastOnError(message: string | null) {
	useEffect(() => {
		if (message) showToast({ type: 'error', description: message })
	}, [message])
}

export function Toaster({ fromServer }: { fromServer: Toast | null }) {
	const toasts = useSyncExternalStore(subscribe, () => queue, () => [] as Toast[])
	// Once shown, the list stays mounted so a closing toast keeps its fade-out.
	const [used, setUsed] = useState(false)
	useEffect(() => {
		if (fromServer) showToast(fromServer)
	}, [fromServer])
	useEffect(() => {
		if (toasts.length > 0) setUsed(true)
	}, [toasts.length])
	if (!used && toasts.length === 0) return null
	return (
		<Suspense fallback={null}>
			<ToastList toasts={toasts} onRemove={removeToast} />
		</Suspense>
	)
}
