import type { ComponentProps, ReactNode } from 'react'
import { clsx } from 'clsx'

type FieldProps = {
	label: ReactNode
	inputProps: ComponentProps<'input'> & { id: string }
	errors?: string[]
	hint?: string
}

/** A labelled input with its errors announced to assistive technology. */
export function Field({ label, inputProps, errors, hint }: FieldProps) {
	// conform's props carry a React key; spreading a key into JSX is not allowed.
	const { key: _key, ...input } = inputProps as typeof inputProps & { key?: string }
	const errorId = `${inputProps.id}-error`
	const hintId = `${inputProps.id}-hint`
	const hasErrors = Boolean(errors?.length)
	return (
		<div className="space-y-1">
			<label htmlFor={inputProps.id} className="block text-sm font-medium text-slate-800">
				{label}
			</label>
			<input
				{...input}
				aria-invalid={hasErrors || undefined}
				aria-describedby={[hasErrors ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
				// clsx, not cn: no caller overrides these classes, and tailwind-merge stays off the public profile's form.
				className={clsx(
					'block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0',
					hasErrors ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600',
					inputProps.className,
				)}
			/>
			{hint ? (
				<p id={hintId} className="text-xs text-slate-600">
					{hint}
				</p>
			) : null}
			{hasErrors ? (
				<ul id={errorId} className="text-sm text-red-700">
					{errors?.map((error) => <li key={error}>{error}</li>)}
				</ul>
			) : null}
		</div>
	)
}

/** Errors of the whole form (not of one field). */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
	if (!errors?.length) return null
	return (
		<div id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
			{errors.map((error) => (
				<p key={error}>{error}</p>
			))}
		</div>
	)
}
