import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { repoRoot } from '#db/paths.ts'
import { localProxyConfig } from '../../../scripts/lib/proxy-bench.ts'

// No Docker engine runs here: what can be checked without one is checked.
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))

test('nginx accepts docker/nginx.conf (with local addresses, as the bench runs it)', () => {
	if (!nginx) throw new Error('nginx is not installed, so docker/nginx.conf cannot be checked: apt-get install nginx (.ci/run does)')
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'))
	fs.mkdirSync(path.join(work, 'cache'))
	const config = path.join(work, 'nginx.conf')
	fs.writeFileSync(config, localProxyConfig({ upstream: '127.0.0.1:9', port: 8089, work, staticDir: work }))
	const checked = spawnSync(nginx!, ['-t', '-c', config, '-e', path.join(work, 'error.log')], { encoding: 'utf8' })
	fs.rmSync(work, { recursive: true, force: true })
	expect(checked.stderr).toContain('syntax is ok')
	expect(checked.status).toBe(0)
})

test('the proxy never answers a signed-in user or a pending toast from its cache', () => {
	const conf = fs.readFileSync(path.join(repoRoot(), 'docker', 'nginx.conf'), 'utf8')
	for (const directive of ['proxy_cache_bypass', 'proxy_no_cache']) {
		const line = conf.split('\n').find((l) => l.trim().startsWith(directive)) ?? ''
		for (const variable of ['$cookie_en_session', '$cookie_en_toast', '$http_authorization']) expect(line, directive).toContain(variable)
	}
	// Only answers the app marks shareable are kept: no default lifetime.
	expect(conf).not.toMatch(/^\s*proxy_cache_valid/m)
})

test('docker-compose.yml: two web replicas with a /readyz healthcheck, an init, and the shared stores', () => {
	const compose = fs.readFileSync(path.join(repoRoot(), 'docker-compose.yml'), 'utf8')
	const service = (name: string) => compose.split(/\n  (?=[a-z-]+:\n)/).find((block) => block.startsWith(`${name}:`)) ?? ''
	for (const name of ['postgres', 'redis', 'cms', 'migrate', 'web', 'proxy']) expect(service(name), name).not.toBe('')
	expect(service('web')).toMatch(/replicas: 2/)
	expect(service('web')).toMatch(/init: true/)
	expect(service('web')).toContain("fetch('http://127.0.0.1:3000/readyz')")
	expect(service('web')).toMatch(/migrate: \{ condition: service_completed_successfully \}/)
	expect(service('proxy')).toContain('./docker/nginx.conf:/etc/nginx/nginx.conf:ro')
	expect(compose).toContain('REDIS_URL: redis://redis:6379')
	for (const file of ['web.Dockerfile', 'cms.Dockerfile']) {
		const dockerfile = fs.readFileSync(path.join(repoRoot(), 'docker', file), 'utf8')
		expect(dockerfile.match(/^FROM /gm)?.length, file).toBe(2)
		expect(dockerfile, file).toMatch(/^USER node$/m)
		expect(dockerfile, file).toContain('ENTRYPOINT ["/usr/bin/tini", "--"]')
	}
})

test('the proxy cuts slow clients off as the web server does, and caps connections per address (issue 41 point 4)', () => {
	const conf = fs.readFileSync(path.join(repoRoot(), 'docker', 'nginx.conf'), 'utf8')
	const value = (directive: string) => conf.match(new RegExp(`^\\s*${directive}\\s+([^;]+);`, 'm'))?.[1]?.trim() ?? null
	const seconds = (text: string | null) => (text === null ? Number.NaN : Number(text.replace(/s$/, '')))
	expect(seconds(value('client_header_timeout'))).toBeLessThanOrEqual(15)
	expect(seconds(value('client_body_timeout'))).toBeLessThanOrEqual(15)
	expect(value('reset_timedout_connection')).toBe('on')
	expect(value('limit_conn_zone')).toMatch(/^\$binary_remote_addr zone=per_address:\d+m$/)
	expect(value('limit_conn')).toBe('per_address 50')
	expect(value('limit_conn_status')).toBe('429')
})
