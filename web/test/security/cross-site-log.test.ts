import { createRequestHandler, type ServerBuild } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { handleRequestError } from '#app/modules/logging/request-errors.server.ts'

/**
 * Issue 41 point 8: React Router refuses a form posted from another site (a foreign Origin) before any
 * route or middleware runs, and hands the refusal to the server's error handler. That is a refused
 * request (4xx) and a warning in the log, not an error with a stack trace (level 50). React Router's
 * own request handling runs here, with a build of two routes and the server's real error handler
 * (test/setup-file.ts fails any test that logs console.error).
 */
const page = { default: () => null, action: () => ({ signedIn: true }) }
const build = {
	ssr: true,
	prerender: [],
	isSpaMode: false,
	future: {},
	publicPath: '/',
	assetsBuildDirectory: '/tmp',
	routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
	assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
	entry: { module: { default: () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }), handleError: handleRequestError } },
	routes: {
		root: { id: 'root', path: '', module: { default: () => null } },
		'es-signin': { id: 'es-signin', parentId: 'root', path: 'es/user/signin', module: page },
		signin: { id: 'signin', parentId: 'root', path: 'user/signin', module: page },
	},
} as unknown as ServerBuild

afterEach(() => vi.restoreAllMocks())

test('a sign-in form posted from another site is a 400, logged as a warning without a stack', async () => {
	const warnings: string[] = []
	vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
	const handle = createRequestHandler(build)
	for (const path of ['/es/user/signin', '/user/signin', '/es/user/signin.data']) {
		for (const origin of ['https://evil.example', 'not a url']) {
			const answer = await handle(new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.example&password=x' }))
			expect(answer.status, `${path} from ${origin}`).toBe(400)
		}
	}
	expect(warnings).toHaveLength(6)
	for (const warning of warnings) {
		expect(warning).toMatch(/^\[refused\] POST \/(es\/)?user\/signin(\.data)?: a form posted from another site \(Origin: .+\)$/)
		expect(warning).not.toMatch(/\n\s+at /)
	}
})

test('the same post from the site itself reaches the action', async () => {
	const answer = await createRequestHandler(build)(new Request('http://localhost:3000/es/user/signin.data', { method: 'POST', headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.example' }))
	expect(answer.status).toBe(200)
})
