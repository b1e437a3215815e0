// The button's classes without tailwind-merge, for the public pages that only
// need a plain button (tailwind-merge alone weighs about 9 KB gzipped).
export const buttonBase =
	'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

export const buttonVariants = {
	primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
	secondary: 'bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-brand-700',
	ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-500',
	danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
} as const

/** The large button (a checkout's one action): the base with more room and larger text, set here rather than overridden. */
export const buttonLargeBase = buttonBase.replace('py-2 text-sm', 'py-3 text-base')
