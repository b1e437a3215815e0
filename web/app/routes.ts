import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
	index('routes/index.tsx'),
	route('robots.txt', 'routes/robots[.]txt.ts'),
	route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
	layout('components/layout/main-layout.tsx', [
		route('home', 'routes/home.tsx'),
		route('services', 'routes/services.tsx'),
		route('aboutus', 'routes/aboutus.tsx'),
		route('terms', 'routes/terms.tsx'),
		route('privacypolicy', 'routes/privacypolicy.tsx'),
		route('*', 'routes/not-found.tsx'),
	]),
] satisfies RouteConfig
