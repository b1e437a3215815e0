import type { SelectHTMLAttributes } from 'react'

export type SelectOption = readonly [value: string, label: string]

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!)

// One markup per list of options (the lists are made once per language, see the callers).
const markups = new WeakMap<readonly SelectOption[], string>()
function optionsMarkup(options: readonly SelectOption[]) {
	let markup = markups.get(options)
	if (markup === undefined) {
		markup = options.map(([value, label]) => `<option value="${escape(value)}">${escape(label)}</option>`).join('')
		markups.set(options, markup)
	}
	return markup
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'defaultValue' | 'value'> & { options: readonly SelectOption[]; defaultValue: string }

/**
 * A `<select>` with many options that do not change from one request to the next (the search
 * filters' 124). The server writes their markup once per list and marks the chosen one, instead of
 * rendering each option through React on every request (issue 33: /search as fast as a simple page);
 * the browser renders them as React elements as usual. Both make the same DOM, so hydration matches.
 */
export function FixedOptionsSelect({ options, defaultValue, ...props }: Props) {
	if (import.meta.env.SSR) {
		const markup = optionsMarkup(options)
		const chosen = `<option value="${escape(defaultValue)}">`
		return <select {...props} dangerouslySetInnerHTML={{ __html: markup.replace(chosen, `<option value="${escape(defaultValue)}" selected="">`) }} />
	}
	return (
		<select {...props} defaultValue={defaultValue}>
			{options.map(([value, label]) => (
				<option key={value} value={value}>
					{label}
				</option>
			))}
		</select>
	)
}
