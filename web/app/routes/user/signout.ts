import { redirect } from 'react-router'
import type { Route } from './+types/signout'
import { redirectSignedOut } from '#app/modules/auth/sign-in-session.server.ts'

export const loader = () => redirect('/home')

export const action = ({ request }: Route.ActionArgs) => redirectSignedOut(request)
