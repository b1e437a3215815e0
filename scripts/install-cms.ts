// The CMS keeps its own node_modules and lockfile: installed with the web's
// workspace, npm would hoist Strapi's React 18 next to the web's React 19.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const cms = path.join(import.meta.dirname, '..', 'cms')
if (!fs.existsSync(path.join(cms, 'package.json'))) process.exit(0)

// `npm install --omit=dev` at the root would otherwise pass omit=dev into the CMS and drop TypeScript.
const env = { ...process.env }
for (const key of Object.keys(env)) if (key.toLowerCase() === 'npm_config_omit') delete env[key]
const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--include=dev'], { cwd: cms, stdio: 'inherit', env })
process.exit(result.status ?? 1)
