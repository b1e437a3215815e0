import type { ComponentProps } from 'react'
import { useNavigation } from 'react-router'
import { Button } from './button.tsx'

/**
 * A submit button that shows the pending state while its form is being sent
 * (this form: matched by the intent value when several forms share a page).
 */
export function SubmitButton({
	children,
	pendingText,
	className,
	variant,
	...props
}: ComponentProps<'button'> & { pendingText: string; variant?: ComponentProps<typeof Button>['variant'] }) {
	const navigation = useNavigation()
	const pending =
		navigation.state === 'submitting' &&
		(props.value === undefined || navigation.formData?.get(String(props.name ?? 'intent')) === props.value)
	return (
		<Button type="submit" variant={variant} disabled={pending || props.disabled} aria-busy={pending || undefined} className={className} {...props}>
			{pending ? (
				<>
					<span aria-hidden="true" className="size-4 rounded-full border-2 border-white/40 border-t-white" style={{ animation: 'spin 0.8s linear infinite' }} />
					{pendingText}
				</>
			) : (
				children
			)}
		</Button>
	)
}
