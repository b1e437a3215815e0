import type { Plugin } from 'vite'

/**
 * Two chunks that every page loads, instead of the two dozen small ones the
 * automatic split makes of them: `framework` (React, React DOM, React Router)
 * and `site` (every module that the root route and the main layout import
 * statically, with those routes' own code: header, footer, toaster,
 * newsletter form). Each file costs its
 * own compression dictionary and framing, so on a public page the split
 * weighed about 7 KB more gzipped than these two (issue 16's budget, see
 * docs/decisions/060). Route modules and what only some routes use stay in
 * their own chunks; lazily imported modules (dialogs, toasts) stay lazy.
 */
export function sharedChunks() {
	const imports = new Map<string, readonly string[]>()
	let siteModules: Set<string> | undefined
	const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/
	const tinyLibraries = /[\\/]node_modules[\\/]clsx[\\/]/
	// The title and description tags every page's `meta` builds: as a file of its own it cost each
	// page a request and its framing (more than its bytes in `site`).
	const smallSharedComponents = /[\\/]app[\\/]modules[\\/]site[\\/]meta\.ts$/
	const layoutRoutes = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]components[\\/]layout[\\/]main-layout\.tsx$/]

	/**
	 * The layout routes and every module they import statically. The routes'
	 * own files then only re-export from `site` (React Router still loads
	 * them by name).
	 */
	function staticallyImportedByLayouts() {
		const seen = new Set<string>()
		const pending = [...imports.keys()].filter((id) => layoutRoutes.some((route) => route.test(id)))
		while (pending.length > 0) {
			const id = pending.pop()!
			if (seen.has(id)) continue
			seen.add(id)
			pending.push(...(imports.get(id) ?? []))
		}
		return seen
	}

	const plugin: Plugin = {
		name: 'shared-chunks',
		applyToEnvironment: (environment) => environment.name === 'client',
		moduleParsed(info) {
			imports.set(info.id, info.importedIds)
		},
	}
	const groups = [
		{ name: 'framework', test: framework, priority: 2 },
		{
			name: 'site',
			priority: 1,
			test: (id: string) => {
				siteModules ??= staticallyImportedByLayouts()
				return tinyLibraries.test(id) || smallSharedComponents.test(id) || (siteModules.has(id) && !framework.test(id))
			},
		},
	]
	return { plugin, groups }
}
