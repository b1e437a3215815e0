import net from 'node:net'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLimitedServer, slowClientLimits } from '../../server/slow-clients.ts'

/**
 * Issue 41 point 4, on real sockets: a client trickling its headers or its body is cut off once
 * the server's time for it is up, while a 5 MB photo sent at a steady pace is taken whole. The
 * limits come from the environment as in production, scaled down (0.6 s for headers, 1.5 s for a
 * request) so the test waits a second, not a minute; the production figures are the defaults below.
 */
const limits = slowClientLimits({ SERVER_HEADERS_TIMEOUT_MS: '600', SERVER_REQUEST_TIMEOUT_MS: '1500', SERVER_CONNECTIONS_PER_ADDRESS: '4' })

const app = express()
app.post('/upload', (req, res) => {
	let bytes = 0
	req.on('data', (chunk: Buffer) => (bytes += chunk.length))
	req.on('end', () => res.json({ bytes }))
})
app.get('/', (_req, res) => res.send('ok'))
const server = createLimitedServer(app, limits)
let port = 0

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens a connection, runs `send`, and reports what came back and when the server closed it. */
function converse(send: (socket: net.Socket) => Promise<void>) {
	return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
		const started = Date.now()
		const socket = net.connect(port, '127.0.0.1')
		let answer = ''
		socket.on('data', (chunk) => (answer += chunk.toString()))
		socket.on('error', () => undefined)
		socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }))
		socket.on('connect', () => {
			send(socket).catch(reject)
		})
	})
}

/** Writes `text` a piece at a time until the socket closes or the text ends. */
async function trickle(socket: net.Socket, text: string, everyMs: number) {
	for (const character of text) {
		if (socket.destroyed || !socket.writable) return
		socket.write(character)
		await sleep(everyMs)
	}
}

describe('the production defaults', () => {
	test('15 s for headers, 60 s for a whole request, 50 connections per address (none behind a proxy)', () => {
		expect(slowClientLimits({})).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000, connectionsPerAddress: 50, checkIntervalMs: 1000 })
		expect(slowClientLimits({ TRUST_PROXY: '1' }).connectionsPerAddress).toBe(0)
		expect(() => slowClientLimits({ SERVER_REQUEST_TIMEOUT_MS: 'soon' })).toThrow('SERVER_REQUEST_TIMEOUT_MS must be a whole number')
	})
})

describe('a trickling client', () => {
	test('headers sent a byte every 100 ms are cut off with 408 once the headers’ time is up', async () => {
		const { answer, closedAfterMs } = await converse((socket) => trickle(socket, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(200)}\r\n\r\n`, 100))
		expect(answer).toMatch(/^HTTP\/1\.1 408 /)
		expect(closedAfterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50)
		expect(closedAfterMs).toBeLessThan(limits.headersTimeoutMs + 3 * limits.checkIntervalMs + 400)
	})

	test('a body sent a byte every 100 ms is cut off with 408 once the request’s time is up', async () => {
		const { answer, closedAfterMs } = await converse(async (socket) => {
			socket.write('POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000\r\n\r\n')
			await trickle(socket, 'y'.repeat(1000), 100)
		})
		expect(answer).toMatch(/^HTTP\/1\.1 408 /)
		expect(closedAfterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50)
		expect(closedAfterMs).toBeLessThan(limits.requestTimeoutMs + 3 * limits.checkIntervalMs + 400)
	})
})

describe('a normal client', () => {
	test('a 5 MB photo sent in steady pieces within the request’s time is taken whole', async () => {
		const photo = Buffer.alloc(5 * 1024 * 1024, 7)
		const pieces = 10
		const { answer } = await converse(async (socket) => {
			socket.write(`POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/jpeg\r\nContent-Length: ${photo.length}\r\nConnection: close\r\n\r\n`)
			// Spread over half the request's time, as a phone uploading at its pace.
			for (let i = 0; i < pieces; i++) {
				socket.write(photo.subarray((i * photo.length) / pieces, ((i + 1) * photo.length) / pieces))
				await sleep(limits.requestTimeoutMs / 2 / pieces)
			}
		})
		expect(answer).toMatch(/^HTTP\/1\.1 200 /)
		expect(answer).toContain(`{"bytes":${photo.length}}`)
	})
})

describe('connections per address', () => {
	test('past the cap a new connection is answered 429 and closed; one closing makes room', async () => {
		const open = await Promise.all(
			Array.from({ length: limits.connectionsPerAddress }, () => new Promise<net.Socket>((resolve) => {
				const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
			})),
		)
		await sleep(50)
		const refused = await converse(async (socket) => void socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'))
		expect(refused.answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests/)
		expect(refused.answer).toContain('Too many connections from your address')
		open.pop()!.destroy()
		await sleep(50)
		const taken = await converse(async (socket) => void socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'))
		expect(taken.answer).toMatch(/^HTTP\/1\.1 200 /)
		for (const socket of open) socket.destroy()
	})
})
