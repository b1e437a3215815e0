/** The footer's contact data (spec §1: phone and e-mail). */
export type Contact = { phone: string; email: string }

/** Used when CONTACT_PHONE / CONTACT_EMAIL are not set (env.server.ts uses the same). */
export const defaultContact: Contact = { phone: '(555) 014-2024', email: 'hello@americandietitian.example' }

const elementId = 'site-contact'

/**
 * The contact data at render time, without any loader: on the server from the
 * environment, in the browser from the copy the server wrote into the page
 * (ContactData below). The error view uses it when the root loader did not run.
 */
export function siteContact(): Contact {
	if (typeof document === 'undefined') {
		// An empty variable means "not set", as in env.server.ts.
		return { phone: process.env.CONTACT_PHONE || defaultContact.phone, email: process.env.CONTACT_EMAIL || defaultContact.email }
	}
	try {
		const stored = JSON.parse(document.getElementById(elementId)?.textContent ?? 'null') as Partial<Contact> | null
		if (typeof stored?.phone === 'string' && typeof stored.email === 'string') return { phone: stored.phone, email: stored.email }
	} catch {
		// A page without (or with a broken) copy falls back to the defaults.
	}
	return defaultContact
}

/** JSON inside a <script>: `<` is escaped so no value can close the element. */
export const contactScript = (contact: Contact) => ({ id: elementId, json: JSON.stringify(contact).replace(/</g, '\\u003c') })
