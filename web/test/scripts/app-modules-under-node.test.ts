import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { repoRoot } from '#db/paths.ts'
import { nodeCommand } from '../../../scripts/lib/paths.ts'

/**
 * Commands and benches import the app's modules under plain Node (scripts/node24.sh, with
 * module-aliases.ts): a module using Vite's `import.meta.glob` must load there too. The search
 * bench imports the landing pages, which translate with the catalogue (it stopped at its first line once).
 */
test('the message catalogue loads under plain Node, as under Vite, with every namespace', () => {
	const script = [
		"const { catalogue, translator } = await import('#app/i18n/catalogue.server.ts')",
		"await import('#app/modules/directory/landing-pages.server.ts')",
		"console.log(JSON.stringify({ es: translator('es')('common.signIn'), namespaces: Object.keys(catalogue.es).length }))",
	].join(';')
	const run = spawnSync(process.execPath, nodeCommand('--input-type=module', '-e', script), { cwd: repoRoot(), encoding: 'utf8' })
	expect(run.stderr).toBe('')
	const printed = JSON.parse(run.stdout) as { es: string; namespaces: number }
	expect(printed.es).toBe('Iniciar sesión')
	expect(printed.namespaces).toBe(fs.readdirSync(path.join(repoRoot(), 'web', 'app', 'i18n', 'messages', 'es')).length)
}, 60_000)
