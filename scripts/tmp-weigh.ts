import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { nodeCommand, root } from './lib/paths.ts'
import { measurePageWeights } from './lib/page-weight.ts'
import { startBenchServer } from './lib/bench-server.ts'
import { stopProcesses, waitForUrl } from './lib/processes.ts'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'weigh-'))
const seeded = spawnSync(process.execPath, nodeCommand('scripts/seed.ts'), { cwd: root, stdio: 'ignore', env: { ...process.env, DATABASE_URL: path.join(work, 'pg') } })
if (seeded.status !== 0) throw new Error('seed failed')
const web = startBenchServer(3196, path.join(work, 'pg'))
try {
	await waitForUrl('http://127.0.0.1:3196/services', web, 120_000)
	const paths = (process.env.PATHS ?? '/home,/services,/search?where=10001,/viewdoctorprofile/18').split(',')
	for (const w of await measurePageWeights('http://127.0.0.1:3196', paths)) console.log(`${w.path.padEnd(32)} ${w.encoding.padEnd(5)} ${w.jsKb.toFixed(2).padStart(7)} KB JS in ${w.jsFiles} files`)
	for (const p of paths) { const r = await fetch('http://127.0.0.1:3196' + p, { headers: { 'accept-encoding': 'identity' } }); console.log(p, ((await r.arrayBuffer()).byteLength / 1024).toFixed(1), 'KB HTML') }
} finally {
	await stopProcesses([web])
	fs.rmSync(work, { recursive: true, force: true })
}
