/**
 * Texts of this site's own features, not in the specification, and the specification's error-page
 * heading: in a file of their own because the root's plain error view (every page's bundle) shows
 * them, and messages.ts would bring every other text along.
 */
export const siteMessages = {
	serviceUnavailableTitle: 'We will be right back',
	serviceUnavailable: 'The site is briefly unavailable. Please try again in a moment.',
	unexpectedApplicationError: 'Unexpected Application Error!',
} as const

/** What the API's sign-in answers a suspended account, with the address to write to (only the server says it: apart, so no page's bundle carries it). */
export const accountSuspendedMessage = (email: string) => `This account is suspended. Write to us at ${email} if you think this is a mistake.`
