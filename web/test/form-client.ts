import { RouterContextProvider } from 'react-router'
import { clientIpContext, peerContext, type Peer } from '#app/modules/request/client-ip.ts'

type Handler = (args: never) => unknown

export type FormAnswer = { status: number; data: unknown; headers: Headers; location: string | null }

export type FormCall = {
	ip?: string
	cookie?: string
	headers?: Record<string, string>
	contentType?: string | null
	peer?: Peer | null
	params?: Record<string, string>
	method?: string
}

/**
 * Calls a page's real action (or loader) with a real Request, as the server
 * would, and reads the answer as the browser gets it: a returned or thrown
 * data()/Response becomes its status, data, headers and redirect target.
 */
export async function callRoute(handler: Handler, path: string, body?: BodyInit | null, options: FormCall = {}): Promise<FormAnswer> {
	const headers = new Headers(options.headers)
	if (options.cookie) headers.set('cookie', options.cookie)
	if (body instanceof URLSearchParams && options.contentType === undefined) headers.set('content-type', 'application/x-www-form-urlencoded')
	else if (options.contentType) headers.set('content-type', options.contentType)
	const method = options.method ?? (body === undefined ? 'GET' : 'POST')
	const request = new Request(`http://localhost:3000${path}`, { method, headers, body: method === 'GET' ? undefined : body })
	const context = new RouterContextProvider()
	context.set(clientIpContext, options.ip ?? '203.0.113.9')
	if (options.peer !== undefined) context.set(peerContext, options.peer)
	let result: unknown
	try {
		result = await handler({ request, context, params: options.params ?? {} } as never)
	} catch (thrown) {
		result = thrown
	}
	return toAnswer(result)
}

async function toAnswer(result: unknown): Promise<FormAnswer> {
	if (result instanceof Response) {
		const text = await result.text()
		let data: unknown = text
		try {
			data = text ? JSON.parse(text) : null
		} catch {
			// Not JSON: keep the text.
		}
		return { status: result.status, data, headers: result.headers, location: result.headers.get('location') }
	}
	if (result && typeof result === 'object' && 'type' in result && (result as { type: string }).type === 'DataWithResponseInit') {
		const wrapped = result as unknown as { data: unknown; init?: ResponseInit | null }
		const headers = new Headers(wrapped.init?.headers)
		return { status: wrapped.init?.status ?? 200, data: wrapped.data, headers, location: headers.get('location') }
	}
	if (result instanceof Error) throw result
	return { status: 200, data: result, headers: new Headers(), location: null }
}

/** A URL-encoded form body. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields)

/** The cookies an answer sets, as a Cookie header for the next request. */
export function cookiesFrom(answer: FormAnswer, previous = ''): string {
	const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]))
	for (const header of answer.headers.getSetCookie()) {
		const [pair] = header.split(';')
		const [name, value = ''] = pair!.split('=', 2) as [string, string]
		if (/max-age=0/i.test(header) || value === '') jar.delete(name)
		else jar.set(name, value)
	}
	return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
