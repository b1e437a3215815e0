import { createStaticHandler, RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import * as reply from '#app/routes/viewprofile.requests.reply.tsx'
import { dietitianWithProfile, sessionCookieFor } from '../profiles/listed-dietitian.ts'

/**
 * Issue 41 point 8: the dashboard's reply form posted without JavaScript is a document request, for
 * which React Router runs the page's loaders after its action. The loader's redirect to the dashboard
 * used to win over a refused answer, so the dietitian saw the dashboard as if nothing had happened.
 * The route's own module runs here in React Router's request handling, as the server runs it.
 */
const handler = createStaticHandler([{ id: 'reply', path: '/viewprofile/requests/:id/reply', loader: reply.loader as never, action: reply.action as never }])

const post = (id: string, fields: Record<string, string>, cookie: string) =>
	handler.query(
		new Request(`http://localhost:3000/viewprofile/requests/${id}/reply`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
			body: new URLSearchParams(fields),
		}),
		{ requestContext: new RouterContextProvider() },
	)

test('a refused answer without JavaScript shows its page with the reason, not the dashboard', async () => {
	const dietitian = await dietitianWithProfile()
	const cookie = await sessionCookieFor(dietitian.id)
	for (const [id, fields, status, reason] of [
		['999999999', { intent: 'reply', message: 'Thursday at 10 works.' }, 404, 'There is no such request among yours.'],
		['999999999', { intent: 'reply', message: '' }, 400, 'Reply is required'],
	] as const) {
		const result = await post(id, fields, cookie)
		expect(result instanceof Response ? `redirect ${result.status} ${result.headers.get('location')}` : 'page').toBe('page')
		if (result instanceof Response) continue
		expect(result.statusCode).toBe(status)
		expect(result.actionData).toEqual({ reply: { error: reason } })
	}
})

test('opening the reply address itself still leads to the dashboard’s requests', async () => {
	const dietitian = await dietitianWithProfile()
	const result = await handler.query(new Request('http://localhost:3000/viewprofile/requests/1/reply', { headers: { cookie: await sessionCookieFor(dietitian.id) } }), { requestContext: new RouterContextProvider() })
	expect(result instanceof Response ? [result.status, result.headers.get('location')] : result).toEqual([302, '/viewprofile#requests'])
})
