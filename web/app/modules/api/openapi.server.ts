import { z } from 'zod'
import { apiTags, isKeptWhenAbsent, operationIdOf, type ApiDescription } from './api-description.ts'

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
	if (!description.schema) return { type: 'object', description: description.caller === 'postmark' ? 'A Postmark webhook record' : 'A Stripe event, signed' }
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

/** Who may call: every operation says it (outside tools read a missing `security` as "unknown"); [] is anyone. */
const securityOf = (caller: ApiDescription['caller']) => {
	switch (caller) {
		case 'bearer':
			return [{ bearer: [] }]
		// The token may travel in the body instead: the header is then not required.
		case 'bearer or body':
			return [{ bearer: [] }, {}]
		case 'stripe':
			return [{ stripeSignature: [] }]
		case 'postmark':
			return [{ postmarkBasic: [] }]
		default:
			return []
	}
}

function operationOf(description: ApiDescription) {
	return {
		operationId: operationIdOf(description.path),
		tags: [description.tag],
		summary: description.summary,
		...(description.description ? { description: description.description } : {}),
		security: securityOf(description.caller),
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

/**
 * Where the calls go: the site's address, or, on a machine of its own (SITE_URL on localhost, as in
 * development), "/": the origin that served the document, which is the one to call there.
 */
function serverOf(siteUrl: string) {
	const { hostname } = new URL(siteUrl)
	const local = hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname)
	return local ? { url: '/', description: 'The site that serves this document' } : { url: siteUrl, description: 'American Dietitian' }
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
			license: { name: 'Proprietary: for partners of American Dietitian', url: new URL('/terms', siteUrl).toString() },
		},
		servers: [serverOf(siteUrl)],
		tags: [...new Set(descriptions.map((d) => d.tag))].map((name) => ({ name, description: apiTags[name] })),
		paths: Object.fromEntries(descriptions.map((d) => [d.path, { post: operationOf(d) }])),
		components: {
			securitySchemes: {
				bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The session token that /api/user/login and the verification calls answer with.' },
				stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: "Stripe's signature of the raw body with the endpoint's signing secret." },
				postmarkBasic: { type: 'http', scheme: 'basic', description: "The credentials in the webhook address set in Postmark's server settings (POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD)." },
			},
		},
	}
}
