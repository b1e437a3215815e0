import { getEnv } from '#app/modules/config/env.server.ts'

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])
// Strapi's local provider names files <name>_<hash>.<ext>, all in one folder.
const fileName = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}$/

const refuse = (status: 404 | 503) => new Response(status === 404 ? 'Not found' : 'The media library is unavailable right now', { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * Media-library images, served at the same /uploads/<file> paths Strapi gives
 * them: the CMS itself is not reachable from browsers. Only images; the file
 * names carry a content hash, so browsers may keep them for a year.
 */
export async function serveUpload(name: string): Promise<Response> {
	if (!fileName.test(name) || name.includes('..')) return refuse(404)
	const env = getEnv()
	// Strapi must start answering within its usual timeout: a hung CMS would otherwise hold each image
	// request, and with it one of the browser's six connections to the site, so the page's own scripts
	// waited behind its images. A file that has started may take longer to arrive.
	const abort = new AbortController()
	const waitForAnswer = setTimeout(() => abort.abort(), env.STRAPI_TIMEOUT_MS)
	const waitForBody = setTimeout(() => abort.abort(), Math.max(env.STRAPI_TIMEOUT_MS, 30_000))
	waitForBody.unref()
	let upstream: Response
	try {
		upstream = await fetch(new URL(`/uploads/${name}`, env.STRAPI_URL), { signal: abort.signal })
	} catch {
		clearTimeout(waitForBody)
		return refuse(503)
	} finally {
		clearTimeout(waitForAnswer)
	}
	if (upstream.status === 404) return refuse(404)
	if (!upstream.ok || !upstream.body) return refuse(503)
	const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim()
	if (!imageTypes.has(type)) {
		await upstream.body.cancel()
		return refuse(404)
	}
	const headers = new Headers({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
	const length = upstream.headers.get('content-length')
	if (length) headers.set('content-length', length)
	return new Response(upstream.body, { headers })
}
