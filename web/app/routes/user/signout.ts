import { redirect } from 'react-router'
import type { Route } from './+types/signout'
import { redirectSignedOut } from '#app/modules/auth/sign-in-session.server.ts'
import { requireSameOrigin } from '#app/modules/request/same-origin.server.ts'

export const loader = () => redirect('/home')

export function action({ request }: Route.ActionArgs) {
	requireSameOrigin(request)
	return redirectSignedOut(request)
}
