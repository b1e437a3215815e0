import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import { useNavigation } from 'react-router'
import { buttonBase, buttonLargeBase, buttonVariants } from './button-styles.ts'

/**
 * A submit button that shows the pending state while its form is being sent
 * (this form: matched by the intent value when several forms share a page).
 * Its look comes from `variant` and `size`, so it needs no class merging:
 * it is on public forms (booking, sign-up), where tailwind-merge would cost
 * about 7 KB of brotli (`className` adds layout only, such as `w-full`).
 */
export function SubmitButton({
	children,
	pendingText,
	className,
	variant = 'primary',
	size,
	...props
}: ComponentProps<'button'> & { pendingText: string; variant?: keyof typeof buttonVariants; size?: 'large' }) {
	const navigation = useNavigation()
	const pending =
		navigation.state === 'submitting' &&
		(props.value === undefined || navigation.formData?.get(String(props.name ?? 'intent')) === props.value)
	return (
		<button
			type="submit"
			disabled={pending || props.disabled}
			aria-busy={pending || undefined}
			className={clsx(size === 'large' ? buttonLargeBase : buttonBase, buttonVariants[variant], className)}
			{...props}
		>
			{pending ? (
				<>
					<span aria-hidden="true" className="size-4 rounded-full border-2 border-white/40 border-t-white" style={{ animation: 'spin 0.8s linear infinite' }} />
					{pendingText}
				</>
			) : (
				children
			)}
		</button>
	)
}
