import { expect, test } from 'vitest'
import { apiDescriptions } from '#app/modules/api/openapi.server.ts'
import { loader as docsLoader } from '#app/routes/api-docs.tsx'
import { loader as openApiLoader } from '#app/routes/openapi[.]json.ts'
import { callRoute } from '../form-client.ts'
import { appRoutes, loadRouteModule } from '../security/route-config.ts'

type OpenApi = { openapi: string; paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown; examples: Record<string, { value: unknown }> }> } } }> }

test('every API call in routes.ts is in /api/openapi.json, under its own path', async () => {
	const answer = await callRoute(openApiLoader, '/api/openapi.json')
	expect(answer.status).toBe(200)
	const document = answer.data as OpenApi
	expect(document.openapi).toBe('3.1.0')
	const calls = []
	for (const route of appRoutes().filter((r) => r.pattern.startsWith('api/'))) {
		const module = (await loadRouteModule(route)) as { action?: { openapi?: { path: string } } }
		if (!module.action) continue
		calls.push(route.pattern)
		expect(module.action.openapi?.path, `${route.file}'s action carries its description for /${route.pattern}`).toBe(`/${route.pattern}`)
	}
	expect(Object.keys(document.paths).sort()).toEqual(calls.map((pattern) => `/${pattern}`).sort())
	const login = document.paths['/api/user/login']!.post.requestBody.content['application/json']!
	expect(login.schema).toMatchObject({ type: 'object', required: ['email', 'password'] })
})

test('every example is accepted by the schema its endpoint validates with', () => {
	const descriptions = apiDescriptions()
	expect(descriptions.length).toBeGreaterThan(10)
	for (const description of descriptions) {
		if (!description.schema) continue
		const parsed = description.schema.safeParse(description.example)
		expect(parsed.error?.issues ?? [], `${description.path} example`).toEqual([])
	}
})

test('/api/docs lists every call with its fields, example and answers', async () => {
	const answer = await callRoute(docsLoader, '/api/docs')
	const { operations } = answer.data as { operations: { path: string; fields: { name: string; required: boolean }[]; responses: [string, string][] }[] }
	expect(operations.map((op) => op.path)).toEqual(apiDescriptions().map((d) => d.path))
	const register = operations.find((op) => op.path === '/api/user/register')!
	expect(register.fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'email', 'password'])
	expect(register.responses.map(([status]) => status)).toContain('202')
})
