import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

/**
 * The brotli quality of what the server compresses as it sends it (documents, API answers): the
 * measured knee (docs/decisions/087). Quality 5 is about 6% smaller than 4 and than gzip for a
 * millisecond more per 80 KB page; 6 adds nothing; 7 and above cost tens to hundreds of milliseconds.
 */
export const documentBrotliQuality = 5

/** The build's compressed copies (vite/precompress.ts), best first: the first one the browser accepts is sent. */
const copies = [
	{ encoding: 'br', suffix: '.br' },
	{ encoding: 'gzip', suffix: '.gz' },
] as const

/**
 * Sends the build's `.br` or `.gz` copy of a script or stylesheet
 * (vite/precompress.ts): brotli to a browser that accepts it, else gzip, with
 * the headers the plain file would get and `Vary: Accept-Encoding`. A browser
 * that takes neither, or a file without copies, falls through to
 * express.static and on-the-fly compression.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
	const root = path.resolve(dir)
	return (req, res, next) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.(js|css)$/.test(req.path)) return next()
		res.vary('Accept-Encoding')
		// Brotli whenever the browser takes it (every current one says so, after gzip): it is the smaller copy.
		const copy = copies.find((candidate) => req.acceptsEncodings(candidate.encoding) === candidate.encoding)
		if (!copy) return next()
		const file = path.join(root, path.normalize(decodeURIComponent(req.path)))
		if (!file.startsWith(root + path.sep)) return next()
		fs.stat(`${file}${copy.suffix}`, (error, stats) => {
			if (error || !stats.isFile()) return next()
			res.type(path.extname(file))
			res.setHeader('Content-Encoding', copy.encoding)
			res.sendFile(`${file}${copy.suffix}`, { ...options, dotfiles: 'deny' }, (sendError) => {
				if (sendError && !res.headersSent) next()
			})
		})
	}
}
