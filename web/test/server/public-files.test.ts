import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { listPublicFiles, publicFiles } from '../../server/public-files.ts'

// The middleware as server.ts mounts it, on a client folder like the build's, with a page handler behind it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'))
let server: http.Server
let base: string

beforeAll(async () => {
	fs.mkdirSync(path.join(dir, 'images'))
	fs.mkdirSync(path.join(dir, 'assets'))
	fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
	fs.writeFileSync(path.join(dir, 'images', 'hero.svg'), '<svg id="hero"/>')
	fs.writeFileSync(path.join(dir, 'assets', 'entry-1.js'), 'export {}')
	const app = express()
	app.use(publicFiles(dir, { maxAge: '1h' }))
	app.use((req, res) => void res.status(200).send(`page ${req.path}`))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
	server.close()
	fs.rmSync(dir, { recursive: true, force: true })
})

test('the public files are listed once, nested ones too, and the build’s scripts are not among them', () => {
	expect([...listPublicFiles(dir)].sort()).toEqual(['/favicon.svg', '/images/hero.svg'])
})

test('a public file is served with its cache header; a page address and a script go to what comes next', async () => {
	const hero = await fetch(`${base}/images/hero.svg`)
	expect(hero.status).toBe(200)
	expect(await hero.text()).toBe('<svg id="hero"/>')
	expect(hero.headers.get('cache-control')).toBe('public, max-age=3600')
	expect(await (await fetch(`${base}/search`)).text()).toBe('page /search')
	expect(await (await fetch(`${base}/images`)).text()).toBe('page /images')
	expect(await (await fetch(`${base}/assets/entry-1.js`)).text()).toBe('page /assets/entry-1.js')
})
