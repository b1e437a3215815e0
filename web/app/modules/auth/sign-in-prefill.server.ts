import { appCookie } from '#app/modules/request/app-cookie.server.ts'

/**
 * The e-mail the sign-in form starts with after a password reset: carried in a
 * short-lived cookie rather than the URL, so it reaches no log or history.
 */
const prefillCookie = () => appCookie('en_signin_email', { path: '/user', maxAge: 10 * 60 })

export const signInPrefillHeader = (email: string) => prefillCookie().serialize(email)

export async function readSignInPrefill(request: Request): Promise<string | null> {
	const value = await prefillCookie().parse(request.headers.get('cookie'))
	return typeof value === 'string' && value.length <= 254 ? value : null
}
