import { redirect } from 'react-router'
import type { Route } from './+types/d.$id'

/** The short, shareable address of a profile: /d/{id} → /viewdoctorprofile/{id}. */
export function loader({ params }: Route.LoaderArgs) {
	const id = /^\d{1,9}$/.test(params.id) ? params.id : null
	if (!id) throw new Response('Not found', { status: 404 })
	return redirect(`/viewdoctorprofile/${id}`, 301)
}
