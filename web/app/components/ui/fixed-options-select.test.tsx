import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { FixedOptionsSelect, type SelectOption } from './fixed-options-select.tsx'

const options: SelectOption[] = [
	['', 'Any'],
	['NY', 'New York'],
	['a&b', 'Tom & "Jerry" <co>'],
	["o'c", "O'Connor's"],
]

/** What React itself renders for the same select: the browser renders this, and hydrates the server's markup against it. */
const asReactRenders = (chosen: string) =>
	renderToString(
		<select name="state" className="field" defaultValue={chosen}>
			{options.map(([value, label]) => (
				<option key={value} value={value}>
					{label}
				</option>
			))}
		</select>,
	)

test.each(['', 'NY', 'a&b', "o'c", 'not an option'])('the server writes the options React would render, %j chosen', (chosen) => {
	expect(renderToString(<FixedOptionsSelect name="state" className="field" defaultValue={chosen} options={options} />)).toBe(asReactRenders(chosen))
})
