import { RouterContextProvider } from 'react-router'
import { clientIpContext } from '#app/modules/request/client-ip.ts'

type Action = (args: never) => unknown

export type ApiAnswer = { status: number; body: unknown; raw: string; headers: Headers }

/**
 * Calls a route's real action with a real Request, as the server would, and
 * reads the answer as a client would: status, headers and JSON body.
 */
export async function callApi(
	action: Action,
	path: string,
	body: unknown,
	options: { ip?: string; headers?: Record<string, string>; method?: string; rawBody?: string } = {},
): Promise<ApiAnswer> {
	const request = new Request(`http://localhost:3000${path}`, {
		method: options.method ?? 'POST',
		headers: { 'content-type': 'application/json', ...options.headers },
		body: options.method === 'GET' ? undefined : (options.rawBody ?? JSON.stringify(body)),
	})
	const context = new RouterContextProvider()
	context.set(clientIpContext, options.ip ?? '203.0.113.7')
	const result = (await action({ request, context, params: {} } as never)) as unknown
	return toAnswer(result)
}

async function toAnswer(result: unknown): Promise<ApiAnswer> {
	if (result instanceof Response) {
		const raw = await result.text()
		return { status: result.status, raw, body: raw ? JSON.parse(raw) : null, headers: result.headers }
	}
	// React Router's data(): { type: 'DataWithResponseInit', data, init }
	const wrapped = result as { data: unknown; init?: ResponseInit | null }
	const raw = JSON.stringify(wrapped.data)
	return { status: wrapped.init?.status ?? 200, raw, body: wrapped.data, headers: new Headers(wrapped.init?.headers) }
}
