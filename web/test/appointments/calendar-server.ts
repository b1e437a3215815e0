import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'calendars', name), 'utf8')

const ics = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar server//EN', ...events, 'END:VCALENDAR', ''].join('\r\n')
const event = (uid: string, start: string, end: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261125T170000Z', `DTSTART;TZID=America/New_York:${start}`, `DTEND;TZID=America/New_York:${end}`, 'SUMMARY:Private', 'END:VEVENT'].join('\r\n')

/**
 * A calendar server on 127.0.0.1 for the busy-calendar tests (issue 45 point 5): the fixtures as
 * Google and Outlook publish them, a feed that changes between reads, ETag and 304, and the
 * answers a read must refuse (6 MB, HTML, empty, cut off, redirects to private addresses).
 */
export async function startCalendarServer() {
	const state = { changingVersion: 1, down: false, notModified: 0, requests: [] as string[] }
	const server = http.createServer((req, res) => {
		req.socket.on('error', () => {})
		res.on('error', () => {})
		const url = new URL(req.url ?? '/', 'http://127.0.0.1')
		state.requests.push(url.pathname)
		const calendar = (body: string, etag: string) => {
			if (req.headers['if-none-match'] === etag) {
				state.notModified++
				res.writeHead(304, { etag }).end()
				return
			}
			res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag, 'last-modified': 'Wed, 25 Nov 2026 17:00:00 GMT' }).end(body)
		}
		switch (url.pathname) {
			case '/google.ics':
				return calendar(fixture('google-export.ics'), '"google-1"')
			case '/outlook.ics':
				return calendar(fixture('outlook-windows-zones.ics'), '"outlook-1"')
			case '/changing.ics': {
				if (state.down) return res.writeHead(500).end('Internal Server Error')
				const body =
					state.changingVersion === 1
						? ics(event('changing-1', '20261201T090000', '20261201T100000'))
						: ics(event('changing-2', '20261203T140000', '20261203T150000'))
				return calendar(body, `"changing-${state.changingVersion}"`)
			}
			case '/big.ics':
				return res.writeHead(200, { 'content-type': 'text/calendar' }).end(Buffer.alloc(6 * 1024 * 1024, 'X'))
			case '/big-stream.ics': {
				// No Content-Length: the read must count as it streams.
				res.writeHead(200, { 'content-type': 'text/calendar' })
				const chunk = Buffer.alloc(64 * 1024, 'X')
				for (let i = 0; i < 96; i++) res.write(chunk)
				return res.end()
			}
			case '/page.html':
				return res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><head><title>Google Calendar</title></head><body>Sign in</body></html>')
			case '/empty.ics':
				return res.writeHead(200, { 'content-type': 'text/calendar' }).end('')
			case '/cut.ics':
				return res.writeHead(200, { 'content-type': 'text/calendar' }).end(fixture('google-export.ics').slice(0, 1500))
			case '/to-metadata':
				return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
			case '/to-localhost':
				// The same server by another name: not on the allow-list, and its address is loopback.
				return res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/google.ics` }).end()
			case '/slow':
				// Headers and then nothing: only the read's own deadline ends it.
				res.writeHead(200, { 'content-type': 'text/calendar' })
				return res.write('BEGIN:VCALENDAR\r\n')
			case '/loop':
				return res.writeHead(302, { location: '/loop' }).end()
			default:
				return res.writeHead(404).end('Not found')
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return { origin, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, state, close: () => new Promise<void>((resolve) => {
			server.closeAllConnections()
			server.close(() => resolve())
		}) }
}
