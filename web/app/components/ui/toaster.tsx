import { Toast as RadixToast } from 'radix-ui'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { toastTiming, toToast, type Toast, type ToastInput } from '#app/modules/toast/toast.ts'
import { cn } from './cn.ts'

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

const tone: Record<Toast['type'], string> = {
	success: 'border-l-brand-600',
	info: 'border-l-sky-600',
	warning: 'border-l-amber-500',
	error: 'border-l-red-600',
}

const label: Record<Toast['type'], string> = {
	success: 'Success',
	info: 'Notice',
	warning: 'Warning',
	error: 'Error',
}

/**
 * One toast with toastr's timing (spec §9): it stays 5000 ms; while hovered it
 * stays; after the pointer leaves it closes 1000 ms later. Radix's own timer is
 * off (Infinity) because it resumes the remaining time instead.
 */
function ToastItem({ toast }: { toast: Toast }) {
	const [open, setOpen] = useState(true)
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const closeAfter = (ms: number) => {
		clearTimeout(timer.current)
		timer.current = setTimeout(() => setOpen(false), ms)
	}
	useEffect(() => {
		closeAfter(toastTiming.showMs)
		return () => clearTimeout(timer.current)
	}, [])
	useEffect(() => {
		if (open) return
		const removal = setTimeout(() => removeToast(toast.id), toastTiming.fadeOutMs)
		return () => clearTimeout(removal)
	}, [open, toast.id])

	return (
		<RadixToast.Root
			open={open}
			onOpenChange={setOpen}
			duration={Infinity}
			type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
			onMouseEnter={() => clearTimeout(timer.current)}
			onMouseLeave={() => closeAfter(toastTiming.extendedMs)}
			data-toast-type={toast.type}
			className={cn(
				'toast pointer-events-auto flex w-80 items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 shadow-lg',
				tone[toast.type],
			)}
		>
			<div className="flex-1">
				<RadixToast.Title className="text-sm font-semibold text-slate-900">{toast.title ?? label[toast.type]}</RadixToast.Title>
				<RadixToast.Description className="mt-1 text-sm text-slate-700">{toast.description}</RadixToast.Description>
			</div>
			<RadixToast.Close aria-label="Dismiss notification" className="rounded p-1 text-slate-500 hover:bg-slate-100">
				<span aria-hidden="true">×</span>
			</RadixToast.Close>
		</RadixToast.Root>
	)
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
	useEffect(() => {
		if (fromServer) showToast(fromServer)
	}, [fromServer])
	return (
		<RadixToast.Provider swipeDirection="right" duration={Infinity}>
			{toasts.map((toast) => (
				<ToastItem key={toast.id} toast={toast} />
			))}
			<RadixToast.Viewport className="fixed top-20 right-4 z-[100] flex max-h-screen w-auto flex-col gap-2 outline-none" />
		</RadixToast.Provider>
	)
}
