import { redirect } from 'react-router'
import { translator } from '#app/i18n/catalogue.server.ts'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { rememberReturnPathHeader, returnPathOf } from './return-to.server.ts'
import { findSessionUser, hasSessionCookie, readSessionId } from './sessions.server.ts'
import type { UserRow } from '#app/modules/accounts/users.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'

export type CurrentUser = { user: UserRow; sessionId: string }

/**
 * The signed-in user of a page request. `stale` is true when the browser sent
 * a session cookie that no longer names a live session (expired, revoked), or
 * names the session of an account whose e-mail is not verified: spec §4/§6, an
 * unverified login is not signed in (its API token only serves the verification calls).
 */
export async function getCurrentUser(request: Request): Promise<{ current: CurrentUser | null; stale: boolean }> {
	const sessionId = await readSessionId(request)
	// A cookie whose signature fails (edited, or signed with an old secret) is as stale as a revoked session.
	if (!sessionId) return { current: null, stale: hasSessionCookie(request) }
	const user = await findSessionUser(sessionId)
	if (!user?.verified) return { current: null, stale: true }
	return { current: { user, sessionId }, stale: false }
}

/**
 * A guard's way home (spec §6: /home), saying why. A visitor who was asked
 * to sign in finds the sign-in dialog open there with the message (issue 42
 * point 4), and comes back to the page after signing in, from the dialog or
 * the sign-in page.
 */
async function turnAway(request: Request, reason: 'signIn' | 'plan' | 'admin', { returnAfterSignIn = false } = {}) {
	const url = new URL(request.url)
	// From a Spanish page (/es/viewprofile), home is the Spanish one and the reason is said in Spanish.
	const locale = localeFromUrl(url)
	const t = translator(locale)
	const description = reason === 'signIn' ? t('dashboard.guard.signIn') : reason === 'plan' ? t('dashboard.guard.plan') : t('dashboard.guard.admin')
	const path = returnAfterSignIn ? returnPathOf(`${url.pathname.replace(/\.data$/, '')}${url.search}`) : null
	const headers = await createToastHeaders({ type: 'info', description, ...(path ? { signIn: path } : {}) })
	if (path) headers.append('set-cookie', await rememberReturnPathHeader(path))
	return redirect(localizePath('/home', locale), { headers })
}

/** Spec §6 logged-in guard: anyone not signed in goes to /home. */
export async function requireUser(request: Request): Promise<CurrentUser> {
	const { current } = await getCurrentUser(request)
	if (!current) throw await turnAway(request, 'signIn', { returnAfterSignIn: true })
	return current
}

/** Spec §6 plan guard: signed in with a plan that includes a listing (plan > 0), else /home. */
export async function requirePlan(request: Request): Promise<CurrentUser> {
	const current = await requireUser(request)
	if (!hasEntitlement(current.user.plan, 'listing')) {
		throw await turnAway(request, 'plan')
	}
	return current
}

/** Spec §6 admin guard: signed in with manage_role admin, else /home. */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
	const current = await requireUser(request)
	if (current.user.manageRole !== 'admin') throw await turnAway(request, 'admin')
	return current
}

/** Pages a signed-in user has no business on (sign in, sign up) send them home. */
export async function requireAnonymous(request: Request) {
	const { current } = await getCurrentUser(request)
	if (current) throw redirect(localizePath('/home', localeFromUrl(request.url)))
}
