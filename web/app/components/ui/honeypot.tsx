import { honeypotFieldName } from '#app/modules/auth/honeypot.ts'

/** `id`: when two forms on one page carry a honeypot (the footer's and the page's). */
export function Honeypot({ id = honeypotFieldName }: { id?: string }) {
	return (
		<div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
			<label htmlFor={id}>Leave this field empty</label>
			<input id={id} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}
