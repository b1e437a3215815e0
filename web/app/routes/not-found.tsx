import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundView } from '#app/components/not-found-view.tsx'
import { pageMeta } from '#app/modules/site/meta.ts'

export const meta: Route.MetaFunction = () => pageMeta('Page not found', 'The page you asked for does not exist.')

export const loader = () => data(null, { status: 404 })

export default function NotFound() {
	return <NotFoundView />
}
