import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

/**
 * Sends the build's `.gz` copy of a script or stylesheet (vite/precompress.ts)
 * to a browser that accepts gzip, with the headers the plain file would get;
 * anything else falls through to express.static and on-the-fly compression.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
	const root = path.resolve(dir)
	return (req, res, next) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\.(js|css)$/.test(req.path)) return next()
		res.vary('Accept-Encoding')
		if (!req.acceptsEncodings('gzip')) return next()
		const file = path.join(root, path.normalize(decodeURIComponent(req.path)))
		if (!file.startsWith(root + path.sep)) return next()
		fs.stat(`${file}.gz`, (error, stats) => {
			if (error || !stats.isFile()) return next()
			res.type(path.extname(file))
			res.setHeader('Content-Encoding', 'gzip')
			res.sendFile(`${file}.gz`, { ...options, dotfiles: 'deny' }, (sendError) => {
				if (sendError && !res.headersSent) next()
			})
		})
	}
}
