/** A field people never see or reach; bots that fill every input give themselves away. */
export const honeypotFieldName = 'company_website'

export function Honeypot() {
	return (
		<div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
			<label htmlFor={honeypotFieldName}>Leave this field empty</label>
			<input id={honeypotFieldName} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}
