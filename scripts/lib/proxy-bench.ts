/// <reference path="./autocannon.d.ts" />
// The bench's run behind the caching proxy (issue 15): nginx from the
// distribution, started with docker/nginx.conf rewritten to local addresses,
// in front of the running production server. Each cached page is measured beside
// the same bytes served by nginx as a static file, the best a cache can do on
// this machine; the target is ≥ 90 % of that figure.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
// autocannon: a client fast enough not to be the bottleneck in front of nginx.
import autocannon from 'autocannon'
import { root } from './paths.ts'
import { freePort, startProcess, stopProcesses, waitForUrl } from './processes.ts'

type Figures = { name: string; rps: number; p50: number; p99: number; bad: number; hits: string }

const nginxBinary = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

/** docker/nginx.conf with the upstream, port and writable paths of this machine, and one static file. */
export function localProxyConfig(options: { upstream: string; port: number; work: string; staticDir: string }) {
	const source = fs.readFileSync(path.join(root, 'docker', 'nginx.conf'), 'utf8')
	const rewritten = source
		.replaceAll('/var/cache/nginx', path.join(options.work, 'cache'))
		.replace('pid /tmp/nginx.pid;', `pid ${path.join(options.work, 'nginx.pid')};`)
		.replace('error_log /dev/stderr warn;', `error_log ${path.join(options.work, 'error.log')} warn;`)
		.replace(/server web:3000 /, `server ${options.upstream} `)
		.replace(/listen 8080;/, `listen 127.0.0.1:${options.port};`)
		.replace('\t\tlocation / {', `\t\tlocation /bench-static/ {\n\t\t\talias ${options.staticDir}/;\n\t\t}\n\n\t\tlocation / {`)
	for (const changed of [options.upstream, `listen 127.0.0.1:${options.port}`, 'bench-static/', 'nginx.pid']) {
		if (!rewritten.includes(changed)) throw new Error(`docker/nginx.conf changed shape: could not set ${changed}`)
	}
	return rewritten
}

/**
 * A GET with the headers autocannon sends (no Accept-Encoding). The pages vary
 * on Accept-Encoding, so the cache is filled and checked with the very request
 * that is measured: fetch() would ask for gzip, a variant autocannon never hits.
 */
function plainGet(url: string) {
	return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
		http.get(url, (response) => {
			let body = ''
			response.setEncoding('utf8')
			response.on('data', (chunk: string) => (body += chunk))
			response.on('end', () => resolve({ headers: response.headers, body }))
		}).on('error', reject)
	})
}

async function measure(name: string, url: string, seconds: number, connections: number): Promise<Figures> {
	const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
	const check = await plainGet(url)
	return {
		name,
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		bad: result.non2xx + result.errors + result.timeouts,
		hits: String(check.headers['x-cache'] ?? 'static'),
	}
}

/** Rounds of one measurement as one: mean throughput, the worst percentiles, every bad answer. */
function combine(rounds: Figures[]): Figures {
	return {
		name: rounds[0]!.name,
		rps: rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length,
		p50: Math.max(...rounds.map((round) => round.p50)),
		p99: Math.max(...rounds.map((round) => round.p99)),
		bad: rounds.reduce((sum, round) => sum + round.bad, 0),
		hits: rounds.at(-1)!.hits,
	}
}

/** The first profile a listed page links to (a search result), if any. */
async function profileOf(base: string, paths: string[]) {
	for (const page of paths) {
		const html = await (await fetch(base + page)).text()
		const link = html.match(/\/viewdoctorprofile\/[^"?#]+/)?.[0]
		if (link) return link
	}
	return null
}

/**
 * Measures `paths` (and a profile one of them links to) of the server at `base` through the caching proxy, and the
 * static file; prints a table with each figure as a share of the static one.
 * Skipped, with a note, when nginx is not installed.
 */
export async function benchBehindProxy(base: string, paths: string[], options: { seconds: number; connections?: number }) {
	const nginx = nginxBinary()
	if (!nginx) {
		console.log('\nbehind a caching proxy: skipped, nginx is not installed (apt-get install nginx)')
		return
	}
	const connections = options.connections ?? 50
	const found = await profileOf(base, paths)
	if (found) paths = [...paths, found]
	else console.log('\nbehind a caching proxy: no profile is listed in the bench database; profiles not measured')
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dietitian-proxy-'))
	const staticDir = path.join(work, 'static')
	fs.mkdirSync(path.join(work, 'cache'), { recursive: true })
	fs.mkdirSync(staticDir)
	// Started as root, nginx's workers run as an unprivileged user: they must reach these folders.
	fs.chmodSync(work, 0o755)
	fs.chmodSync(path.join(work, 'cache'), 0o777)
	// Each page's bytes as a static file too: the cache is compared with nginx serving the same answer.
	for (const [index, page] of paths.entries()) fs.writeFileSync(path.join(staticDir, `page-${index}.html`), (await plainGet(base + page)).body)
	const port = await freePort()
	const config = path.join(work, 'nginx.conf')
	fs.writeFileSync(config, localProxyConfig({ upstream: new URL(base).host, port, work, staticDir }))
	const tested = spawnSync(nginx, ['-t', '-q', '-c', config, '-e', path.join(work, 'error.log')], { encoding: 'utf8' })
	if (tested.status !== 0) throw new Error(`nginx refused the config: ${tested.stderr}`)
	const proxy = startProcess('nginx', nginx, ['-c', config, '-e', path.join(work, 'error.log'), '-g', 'daemon off;'], { cwd: work, env: process.env, quiet: true })
	const front = `http://127.0.0.1:${port}`
	try {
		await waitForUrl(`${front}/bench-static/page-0.html`, proxy, 10_000)
		// Fill the cache once; the measured requests are then hits (or stale-while-revalidate).
		for (const page of paths) await plainGet(front + page)
		const rows: { figures: Figures; share: string }[] = []
		// The two alternate in short rounds: on a shared machine the load of others drifts, and a drift
		// during one long run would land on one side of the comparison only.
		const rounds = 3
		const slice = Math.max(1, Math.round(options.seconds / rounds))
		for (const [index, page] of paths.entries()) {
			const files: Figures[] = []
			const hits: Figures[] = []
			for (let round = 0; round < rounds; round++) {
				files.push(await measure(`  the same bytes as a static file`, `${front}/bench-static/page-${index}.html`, slice, connections))
				hits.push(await measure(`GET ${page}`, front + page, slice, connections))
			}
			const file = combine(files)
			const cached = combine(hits)
			rows.push({ figures: cached, share: `${((100 * cached.rps) / file.rps).toFixed(0)} %` }, { figures: file, share: '' })
		}
		console.log(`\nbehind the caching proxy (nginx, docker/nginx.conf), ${connections} connections, ${rounds} alternating rounds of ${slice} s each\n`)
		console.log('request'.padEnd(44) + 'req/s'.padStart(9) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'non-2xx'.padStart(9) + 'cache'.padStart(8) + 'of static'.padStart(11))
		for (const { figures: r, share } of rows) {
			console.log(r.name.slice(0, 43).padEnd(44) + r.rps.toFixed(0).padStart(9) + String(r.p50).padStart(8) + String(r.p99).padStart(8) + String(r.bad).padStart(9) + r.hits.padStart(8) + share.padStart(11))
		}
		console.log('target: every cached page ≥ 90 % of the same bytes as a static file')
	} finally {
		await stopProcesses([proxy])
		fs.rmSync(work, { recursive: true, force: true })
	}
}
