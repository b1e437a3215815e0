import { data } from 'react-router'
import { getCurrentUser, type CurrentUser } from '#app/modules/auth/current-user.server.ts'

export const adminOnly = 'Only administrators can do that.'

/**
 * The guard of every admin action. Pages redirect a non-admin home
 * (`requireAdmin`); a form posted straight to an action gets a plain 403, so a
 * script learns it was refused rather than following a redirect.
 */
export async function requireAdminAction(request: Request): Promise<CurrentUser> {
	const { current } = await getCurrentUser(request)
	if (!current || current.user.manageRole !== 'admin') throw data(adminOnly, { status: 403 })
	return current
}
