import { useEffect, useState } from 'react'
import { buttonBase, buttonVariants } from '#app/components/ui/button-styles.ts'

/** Opens the browser's print dialog; shown once the page's script runs (without it, the browser's own Print works). */
export function PrintButton() {
	const [ready, setReady] = useState(false)
	useEffect(() => setReady(true), [])
	if (!ready) return null
	return (
		<button type="button" onClick={() => window.print()} className={`${buttonBase} ${buttonVariants.primary}`}>
			Print letter
		</button>
	)
}
