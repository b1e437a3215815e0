import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '#app/routes.ts'

export type AppRoute = {
	/** The path pattern as routes.ts spells it, without the leading slash ('' is the index). */
	pattern: string
	/** The module file, relative to app/. */
	file: string
}

export type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown; default?: unknown }

const appDir = path.join(import.meta.dirname, '..', '..', 'app')

function flatten(entries: RouteConfigEntry[], parent: string): AppRoute[] {
	return entries.flatMap((entry) => {
		const own = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join('/')
		const self: AppRoute[] = entry.path !== undefined || entry.index ? [{ pattern: own, file: entry.file }] : []
		return [...self, ...flatten(entry.children ?? [], own)]
	})
}

/** Every URL pattern of the app, read from the route config itself, so a new route is seen by the tests at once. */
export const appRoutes = (): AppRoute[] => flatten(routes, '')

export const loadRouteModule = (route: AppRoute) => import(path.join(appDir, route.file)) as Promise<RouteModule>
