import crypto from 'node:crypto'
import { z } from 'zod'
import { defaultContact } from '#app/modules/site/contact.ts'

/**
 * APP_ENV says where the site runs: 'production' is a real deployment, where every
 * secret and external service must be configured and no development fallback
 * (generated secrets, the mail outbox, /dev pages) is allowed. NODE_ENV only says
 * which React build runs: `npm start` serves the production build locally with
 * APP_ENV=development.
 */
const schema = z.object({
	APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
	SITE_URL: z.string().url().default('http://localhost:3000'),
	SESSION_SECRET: z.string().min(32).optional(),
	JWT_SECRET: z.string().min(32).optional(),
	AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
	POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
	POSTMARK_API_BASE: z.string().url().optional(),
	MAIL_FROM: z.string().default('American Dietitian <hello@americandietitian.example>'),
	STRAPI_URL: z.string().url().default('http://127.0.0.1:1337'),
	STRAPI_API_TOKEN: z.string().min(1).optional(),
	STRAPI_API_TOKEN_FILE: z.string().optional(),
	CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
	STRAPI_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
	CMS_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
	CONTACT_PHONE: z.string().default(defaultContact.phone),
	CONTACT_EMAIL: z.string().email().default(defaultContact.email),
	PREVIEW_SECRET: z.string().min(32).optional(),
	CMS_PUBLIC_URL: z.string().url().optional(),
})

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; JWT_SECRET: string }

function load(): Env {
	// An empty variable (KEY= in a copied .env.example) means "not set".
	const given = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
	const parsed = schema.safeParse(given)
	if (!parsed.success) {
		const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
		throw new Error(`Invalid environment: ${problems}`)
	}
	const env = parsed.data
	if (env.APP_ENV === 'production') {
		const missing = (['SESSION_SECRET', 'JWT_SECRET', 'STRAPI_API_TOKEN', 'POSTMARK_SERVER_TOKEN'] as const).filter(
			(key) => !env[key],
		)
		if (missing.length) {
			throw new Error(`APP_ENV=production needs ${missing.join(', ')}; refusing to start.`)
		}
	}
	return {
		...env,
		// Outside production a per-process secret keeps sessions working until restart.
		SESSION_SECRET: env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
		JWT_SECRET: env.JWT_SECRET ?? crypto.randomBytes(32).toString('hex'),
	}
}

const cache = globalThis as typeof globalThis & { __env?: Env }

export function getEnv(): Env {
	cache.__env ??= load()
	return cache.__env
}

export const isProduction = () => getEnv().APP_ENV === 'production'
