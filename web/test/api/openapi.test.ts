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

test('every example is accepted by the schema its endpoint validates with', async () => {
	const descriptions = apiDescriptions()
	expect(descriptions.length).toBeGreaterThan(10)
	for (const description of descriptions) {
		if (!description.schema) continue
		// Async: the password policy reads its list of common passwords lazily.
		const parsed = await description.schema.safeParseAsync(description.example)
		expect(parsed.error?.issues ?? [], `${description.path} example`).toEqual([])
	}
})

test('/api/docs lists every call with its fields, example and answers', async () => {
	const answer = await callRoute(docsLoader, '/api/docs')
	const { operations } = answer.data as { operations: { path: string; fields: { name: string; required: boolean }[]; responses: [string, string][] }[] }
	expect(operations.map((op) => op.path)).toEqual(apiDescriptions().map((d) => d.path))
	const register = operations.find((op) => op.path === '/api/user/register')!
	expect(register.fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'email', 'password', 'locale'])
	expect(register.fields.find((f) => f.name === 'locale')?.required).toBe(false)
	expect(register.responses.map(([status]) => status)).toContain('202')
})

test('the fields a profile call added to the original are optional and keep their saved value when not sent; submit says it needs credentials', async () => {
	const document = (await callRoute(openApiLoader, '/api/openapi.json')).data as {
		paths: Record<string, { post: { description?: string; requestBody: { content: Record<string, { schema: { required?: string[]; properties: Record<string, Record<string, unknown>> } }> }; responses: Record<string, { description: string }> } }>
	}
	const bodyOf = (path: string) => document.paths[path]!.post.requestBody.content['application/json']!.schema
	const step1 = bodyOf('/api/user/setupProfileStep1')
	expect(step1.required ?? []).not.toContain('credentials')
	expect(step1.properties.credentials).toMatchObject({ type: 'array', description: 'Optional: when not sent, the saved value is kept.' })
	expect(step1.properties.credentials).not.toHaveProperty('default')
	expect(document.paths['/api/user/setupProfileStep1']!.post.description).toMatch(/`credentials`, `npi`, `cdr_number`, `license_number` are optional here/)
	expect(bodyOf('/api/user/change-contact-info').required ?? []).not.toContain('zipcode')
	expect(bodyOf('/api/user/setupProfileStep2').properties.avatar).toMatchObject({ type: 'string' })
	expect(document.paths['/api/user/profile-submit']!.post.responses['201']!.description).toMatch(/no credentials/)

	const docs = (await callRoute(docsLoader, '/api/docs')).data as { operations: { path: string; fields: { name: string; required: boolean; rules: string }[] }[] }
	const credentials = docs.operations.find((op) => op.path === '/api/user/setupProfileStep1')!.fields.find((f) => f.name === 'credentials')!
	expect(credentials).toMatchObject({ required: false, rules: 'Optional: when not sent, the saved value is kept.' })
})
