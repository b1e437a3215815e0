import { useEffect, useRef, useState, type RefObject } from 'react'
import { useBlocker } from 'react-router'

export const unsavedChangesMessage = 'You have unsaved changes. Leave this page and lose them?'

/** The form's fields as text, to compare with what was last saved (the button that sends it aside). */
function snapshot(form: HTMLFormElement) {
	const entries: string[] = []
	for (const [name, value] of new FormData(form)) {
		if (name === 'intent') continue
		entries.push(`${name}=${typeof value === 'string' ? value : `${value.name}:${value.size}`}`)
	}
	return entries.join('&')
}

/**
 * Asks before leaving a form with unsaved changes (with JavaScript): a link
 * inside the site through React Router's blocker, a reload, a typed address or
 * closing the tab through the browser's own beforeunload prompt, another form
 * of the page through a confirmation. Sending the form itself is never blocked. `savedKey` changes when the server has saved.
 */
export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>, savedKey: string) {
	const baseline = useRef<string | null>(null)
	const submitting = useRef(false)
	const [dirty, setDirty] = useState(false)

	useEffect(() => {
		const form = formRef.current
		if (!form) return
		baseline.current = snapshot(form)
		submitting.current = false
		setDirty(false)
		const check = () => setDirty(baseline.current !== null && snapshot(form) !== baseline.current)
		const submit = () => {
			submitting.current = true
		}
		form.addEventListener('input', check)
		form.addEventListener('change', check)
		form.addEventListener('submit', submit)
		return () => {
			form.removeEventListener('input', check)
			form.removeEventListener('change', check)
			form.removeEventListener('submit', submit)
		}
	}, [formRef, savedKey])

	useEffect(() => {
		if (!dirty) return
		const warn = (event: BeforeUnloadEvent) => {
			if (submitting.current) return
			event.preventDefault()
			// Older browsers show the prompt only when returnValue is set.
			event.returnValue = unsavedChangesMessage
		}
		// Another form of the page (Unpublish, Withdraw, Delete) would reload it without these edits.
		const otherForm = (event: SubmitEvent) => {
			if (event.target === formRef.current || window.confirm(unsavedChangesMessage)) return
			event.preventDefault()
			event.stopPropagation()
		}
		window.addEventListener('beforeunload', warn)
		document.addEventListener('submit', otherForm, true)
		return () => {
			window.removeEventListener('beforeunload', warn)
			document.removeEventListener('submit', otherForm, true)
		}
	}, [dirty, formRef])

	const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname)
	useEffect(() => {
		if (blocker.state !== 'blocked') return
		if (window.confirm(unsavedChangesMessage)) blocker.proceed()
		else blocker.reset()
	}, [blocker])

	return dirty
}
