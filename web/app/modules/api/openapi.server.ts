import { z } from 'zod'
import { isKeptWhenAbsent, type ApiDescription } from './api-description.ts'

type ApiRouteModule = { action?: { openapi?: ApiDescription } }

// Every /api route module. Each action carries its description (route modules may not export anything else
// that needs server code), so it names the very schema it validates with; this file only assembles.
const routeModules = import.meta.glob<ApiRouteModule>('../../routes/api/*.ts', { eager: true })

export const apiDescriptions = (): ApiDescription[] =>
	Object.values(routeModules)
		.map((module) => module.action?.openapi)
		.filter((description): description is ApiDescription => Boolean(description))
		.sort((a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path))

/** What a client sends: zod's input side (before defaults and transforms), as JSON Schema 2020-12, which OpenAPI 3.1 uses. */
export function requestSchemaOf(description: ApiDescription): Record<string, unknown> {
	if (!description.schema) return { type: 'object', description: 'A Stripe event, signed' }
	const { $schema: _dialect, ...schema } = z.toJSONSchema(description.schema, {
		io: 'input',
		unrepresentable: 'any',
		target: 'draft-2020-12',
		override: ({ jsonSchema }) => {
			if (isKeptWhenAbsent(jsonSchema)) delete jsonSchema.default
		},
	})
	return schema
}

const message = { type: 'string', description: 'A message for people' }

function operationOf(description: ApiDescription) {
	return {
		tags: [description.tag],
		summary: description.summary,
		...(description.description ? { description: description.description } : {}),
		...(description.bearer ? { security: [{ bearer: [] }, {}] } : {}),
		requestBody: {
			required: true,
			content: { 'application/json': { schema: requestSchemaOf(description), examples: { example: { value: description.example } } } },
		},
		responses: Object.fromEntries(
			Object.entries(description.responses).map(([status, meaning]) => [
				status,
				{ description: meaning, ...(/\(message/.test(meaning) ? { content: { 'application/json': { schema: message } } } : {}) },
			]),
		),
	}
}

/** The OpenAPI 3.1 document of the public API, served at /api/openapi.json. */
export function openApiDocument(siteUrl: string) {
	const descriptions = apiDescriptions()
	return {
		openapi: '3.1.0',
		info: {
			title: 'American Dietitian API',
			version: '1',
			description:
				'JSON over HTTPS. Every call is a POST with a JSON body; errors are 4xx with a JSON string saying what is wrong. Browsers may call it only from this site (Origin is checked).',
		},
		servers: [{ url: siteUrl }],
		tags: [...new Set(descriptions.map((d) => d.tag))].map((name) => ({ name })),
		paths: Object.fromEntries(descriptions.map((d) => [d.path, { post: operationOf(d) }])),
		components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
	}
}
