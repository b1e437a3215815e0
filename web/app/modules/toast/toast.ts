import { z } from 'zod'

export const toastSchema = z.object({
	id: z.string().default(() => crypto.randomUUID()),
	type: z.enum(['success', 'info', 'warning', 'error']).default('info'),
	title: z.string().optional(),
	description: z.string(),
})

export type Toast = z.infer<typeof toastSchema>
export type ToastInput = z.input<typeof toastSchema>

/** Spec §9: toastr's timings. */
export const toastTiming = {
	showMs: 5000,
	extendedMs: 1000,
	fadeInMs: 300,
	fadeOutMs: 1000,
} as const
