import { Toast as RadixToast } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { toastTiming, type Toast } from '#app/modules/toast/toast.ts'
import { clsx } from 'clsx'

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
function ToastItem({ toast, onRemove }: { toast: Toast; onRemove: (id: string) => void }) {
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
		const removal = setTimeout(() => onRemove(toast.id), toastTiming.fadeOutMs)
		return () => clearTimeout(removal)
	}, [open, toast.id, onRemove])

	return (
		<RadixToast.Root
			open={open}
			onOpenChange={setOpen}
			duration={Infinity}
			type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
			onMouseEnter={() => clearTimeout(timer.current)}
			onMouseLeave={() => closeAfter(toastTiming.extendedMs)}
			data-toast-type={toast.type}
			className={clsx(
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

/** The visible toasts; its own chunk, so a page that shows none does not load Radix Toast. */
export default function ToastList({ toasts, onRemove }: { toasts: Toast[]; onRemove: (id: string) => void }) {
	return (
		<RadixToast.Provider swipeDirection="right" duration={Infinity}>
			{toasts.map((toast) => (
				<ToastItem key={toast.id} toast={toast} onRemove={onRemove} />
			))}
			<RadixToast.Viewport className="fixed top-20 right-4 z-[100] flex max-h-screen w-auto flex-col gap-2 outline-none" />
		</RadixToast.Provider>
	)
}
