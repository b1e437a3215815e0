/** The signed-in user as the header and its menu know them (decided by the root loader). */
export type HeaderUser = {
	id: number
	firstName: string
	lastName: string
	email: string
	isAdmin: boolean
	plan: number
	canList: boolean
	canWriteArticles: boolean
	submitted: boolean
}

/** Which prompt of the account menu is open. */
export type AccountModal = 'plans' | 'create-profile' | null

/**
 * What the root loader gives the site's chrome (header, menus, footer) and the
 * plans modal: a type of its own, so the chrome does not import root.tsx,
 * which renders the chrome.
 */
export type ChromeData = {
	user: HeaderUser | null
	contact: { phone: string; email: string }
	paymentsEnabled: boolean
}
