// The CMS keeps its own node_modules and lockfile: installed with the web's
// workspace, npm would hoist Strapi's React 18 next to the web's React 19.
// `npm ci` installs exactly the lockfile and never rewrites it (a rewritten
// lockfile fails CI's clean-checkout check); it fails loudly when package.json
// and the lockfile disagree. It starts from an empty node_modules, so it runs
// only when the lockfile or package.json changed since the last install.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const cms = path.join(import.meta.dirname, '..', 'cms')
const manifest = path.join(cms, 'package.json')
const lockfile = path.join(cms, 'package-lock.json')
if (!fs.existsSync(manifest)) process.exit(0)

const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0
// npm writes node_modules/.package-lock.json at the end of every successful install.
const installed = mtime(path.join(cms, 'node_modules', '.package-lock.json'))
if (fs.existsSync(lockfile) && installed > Math.max(mtime(lockfile), mtime(manifest))) {
	console.log('[install-cms] cms/node_modules is up to date with cms/package-lock.json')
	process.exit(0)
}

// `npm install --omit=dev` at the root would otherwise pass omit=dev into the CMS and drop TypeScript.
const env = { ...process.env }
for (const key of Object.keys(env)) if (key.toLowerCase() === 'npm_config_omit') delete env[key]
const command = fs.existsSync(lockfile) ? 'ci' : 'install'
const result = spawnSync('npm', [command, '--no-audit', '--no-fund', '--include=dev'], { cwd: cms, stdio: 'inherit', env })
process.exit(result.status ?? 1)
