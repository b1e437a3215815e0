import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { repoRoot } from '#db/paths.ts'

// Issue 44 point 2: the import graph of web/, db/ and scripts/ (tests aside) has no
// circle, and no import runs back up the layers (db → modules → components → routes
// and the root). Every kind of import counts: `import type`, re-exports and
// `import()`, resolved as the compiler resolves them (the '#app/' and '#db/' paths).
const root = repoRoot()
const web = path.join(root, 'web')

function sourceFiles() {
	const isSource = (name: string) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
	const under = (folder: string) =>
		fs
			.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
			.filter((name) => isSource(name) && !name.split(path.sep).some((part) => part === 'node_modules' || part === 'build' || part.startsWith('.')))
			.map((name) => path.join(root, folder, name))
	return [...under('web/app'), ...under('web/server'), path.join(web, 'server.ts'), ...under('db'), ...under('scripts')]
}

function compilerOptions() {
	const configFile = path.join(web, 'tsconfig.json')
	const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
	return ts.parseJsonConfigFileContent(config, ts.sys, web).options
}

function importGraph() {
	const files = sourceFiles()
	const known = new Set(files)
	const options = compilerOptions()
	const graph = new Map<string, Set<string>>()
	for (const file of files) {
		const targets = new Set<string>()
		for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
			const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName
			if (resolved && known.has(path.resolve(resolved)) && path.resolve(resolved) !== file) targets.add(path.resolve(resolved))
		}
		graph.set(file, targets)
	}
	return graph
}

/** The strongly connected components of more than one file (Tarjan): each is a circle of imports. */
function circles(graph: Map<string, Set<string>>) {
	let index = 0
	const indexOf = new Map<string, number>()
	const low = new Map<string, number>()
	const stack: string[] = []
	const onStack = new Set<string>()
	const found: string[][] = []
	const visit = (node: string) => {
		indexOf.set(node, index)
		low.set(node, index++)
		stack.push(node)
		onStack.add(node)
		for (const next of graph.get(node) ?? []) {
			if (!indexOf.has(next)) {
				visit(next)
				low.set(node, Math.min(low.get(node)!, low.get(next)!))
			} else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!))
		}
		if (low.get(node) === indexOf.get(node)) {
			const component: string[] = []
			let member: string
			do {
				member = stack.pop()!
				onStack.delete(member)
				component.push(member)
			} while (member !== node)
			if (component.length > 1) found.push(component.map((file) => path.relative(root, file)).sort())
		}
	}
	for (const node of graph.keys()) if (!indexOf.has(node)) visit(node)
	return found
}

const graph = importGraph()

test('the import graph has the files it should (the check reads what it claims to)', () => {
	const relative = (file: string) => path.relative(root, file)
	const edges = [...graph].flatMap(([from, targets]) => [...targets].map((to) => `${relative(from)} → ${relative(to)}`))
	expect(graph.size).toBeGreaterThan(500)
	// A static import through an alias, a type-only import and a lazy import() are all edges.
	expect(edges).toContain('web/app/modules/jobs/job-queue.server.ts → web/app/modules/jobs/job-registry.server.ts')
	expect(edges).toContain('web/app/modules/appointments/jobs.server.ts → web/app/modules/appointments/appointment-mails.server.ts')
	expect(edges).toContain('web/app/background-work.server.ts → web/app/modules/leads/jobs.server.ts')
})

test('no circle of imports', () => {
	expect(circles(graph)).toEqual([])
})

test('no import runs back up: modules take nothing from components, routes or the root; components nothing from routes or the root', () => {
	const layer = (file: string) => {
		const relative = path.relative(path.join(web, 'app'), file).split(path.sep)
		if (relative[0] === 'modules') return 'modules'
		if (relative[0] === 'components') return 'components'
		if (relative[0] === 'routes' || relative[0] === 'root.tsx') return 'routes'
		return 'other'
	}
	const above: Record<string, string[]> = { modules: ['components', 'routes'], components: ['routes'] }
	const upward = [...graph].flatMap(([from, targets]) =>
		[...targets].filter((to) => above[layer(from)]?.includes(layer(to))).map((to) => `${path.relative(root, from)} imports ${path.relative(root, to)}`),
	)
	expect(upward).toEqual([])
})
