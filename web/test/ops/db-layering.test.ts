import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { repoRoot } from '#db/paths.ts'

// db/ is the lowest layer (schema, client, migrations): the app's modules import it. An import from
// db/ back up into web/, by a relative path or the '#app/' alias, would make the layers a loop;
// code that needs both, like the demo seeds and the commands, lives in scripts/.
function importSpecifiers(file: string) {
	return ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((entry) => entry.fileName)
}

function reachesWeb(file: string, specifier: string, web: string) {
	if (specifier.startsWith('#app/')) return true
	if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return false
	const target = path.resolve(path.dirname(file), specifier)
	return target === web || target.startsWith(web + path.sep)
}

test('nothing under db/ imports from web/', () => {
	const root = repoRoot()
	const db = path.join(root, 'db')
	const web = path.join(root, 'web')
	const files = fs
		.readdirSync(db, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.ts'))
		.map((name) => path.join(db, name))
	expect(files).toContain(path.join(db, 'schema', 'profiles.ts'))
	const upward = files.flatMap((file) =>
		importSpecifiers(file)
			.filter((specifier) => reachesWeb(file, specifier, web))
			.map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
	)
	expect(upward).toEqual([])
})
