// A local stand-in for Postmark's API (POST /email), reached by the web
// server's real Postmark client (POSTMARK_API_BASE): it keeps what it is sent,
// or, while `failing`, refuses everything as a provider outage would.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Mailbox } from './load-clients.ts'

export type MailStandIn = { url: string; failing: boolean; refused: number; mailbox: Mailbox; close: () => Promise<void> }

export async function startMailStandIn(port = 0): Promise<MailStandIn> {
	const delivered: { To: string; Subject: string; TextBody: string }[] = []
	const state: MailStandIn = {
		url: '',
		failing: false,
		refused: 0,
		mailbox: {
			async find(_world, to, subject, _ledger, timeoutMs) {
				const deadline = Date.now() + timeoutMs
				while (Date.now() < deadline) {
					const mail = delivered.findLast((sent) => sent.To.toLowerCase() === to.toLowerCase() && sent.Subject === subject)
					if (mail) return mail.TextBody
					await new Promise((resolve) => setTimeout(resolve, 100))
				}
				return null
			},
		},
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
	const server = http.createServer((req, res) => {
		let raw = ''
		req.on('data', (chunk) => (raw += chunk))
		req.on('end', () => {
			res.setHeader('content-type', 'application/json')
			if (state.failing) {
				state.refused++
				res.writeHead(503)
				return void res.end(JSON.stringify({ ErrorCode: 1, Message: 'Service unavailable' }))
			}
			delivered.push(JSON.parse(raw || '{}'))
			res.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: `stand-in-${delivered.length}`, To: 'x', SubmittedAt: new Date().toISOString() }))
		})
	})
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
	state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return state
}
