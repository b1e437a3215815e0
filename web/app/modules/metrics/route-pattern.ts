import { createContext, type MiddlewareFunction } from 'react-router'

/** Where the server learns which route answered a request: the route's pattern ("/viewdoctorprofile/:id"), never its URL. */
export type RouteLabel = { pattern: string | null }

/** Set by the production server for each request; absent (null) under the development server and in tests. */
export const routeLabelContext = createContext<RouteLabel | null>(null)

/** The root's middleware: every matched request, page or API, names its pattern for the request metrics. */
export const labelRoute: MiddlewareFunction<Response> = ({ context, pattern }, next) => {
	const label = context.get(routeLabelContext)
	// React Router joins the routes' paths without the leading slash ("viewdoctorprofile/:id"); the root is "/".
	if (label) label.pattern = pattern.startsWith('/') ? pattern : `/${pattern}`
	return next()
}
