// The files of web/public (the favicon, the hero image), served from the build's client folder.
// Listed once at start: a page's address (/search, /viewdoctorprofile/12) is not looked for on disk
// on every request, as express.static would (a stat per page, 4 % of /search's time in a profile).
import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

/** The addresses of the files under `clientDir`, outside `assets/` (the build's scripts, served apart). */
export function listPublicFiles(clientDir: string): Set<string> {
	const found = new Set<string>()
	for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue
		const address = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`
		if (!address.startsWith('/assets/')) found.add(address)
	}
	return found
}

export function publicFiles(clientDir: string, options: { maxAge: string }): RequestHandler {
	const files = listPublicFiles(clientDir)
	const serve = express.static(clientDir, { ...options, index: false, redirect: false })
	return (req, res, next) => {
		if (!files.has(req.path)) return next()
		// For the request metrics: a file, not a route.
		res.locals.servedStatic = true
		return serve(req, res, next)
	}
}
