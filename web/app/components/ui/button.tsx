import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { buttonBase, buttonVariants as variants } from './button-styles.ts'
import { cn } from './cn.ts'

type Props = ComponentProps<'button'> & { variant?: keyof typeof variants; asChild?: boolean }

export function Button({ variant = 'primary', asChild, className, ...props }: Props) {
	const Component = asChild ? Slot.Root : 'button'
	return (
		<Component
			className={cn(buttonBase, variants[variant], className)}
			{...props}
		/>
	)
}
