import crypto from 'node:crypto'
import { z } from 'zod'
import { defaultContact } from '#app/modules/site/contact.ts'

/** The six Stripe price ids: one per plan and billing interval. */
export const stripePriceVariables = [
	'STRIPE_PRICE_STARTER_MONTHLY',
	'STRIPE_PRICE_STARTER_YEARLY',
	'STRIPE_PRICE_PROFESSIONAL_MONTHLY',
	'STRIPE_PRICE_PROFESSIONAL_YEARLY',
	'STRIPE_PRICE_PRACTICE_MONTHLY',
	'STRIPE_PRICE_PRACTICE_YEARLY',
] as const
export type StripePriceVariable = (typeof stripePriceVariables)[number]

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
	HOST: z.string().default('127.0.0.1'),
	SESSION_SECRET: z.string().min(32).optional(),
	JWT_SECRET: z.string().min(32).optional(),
	AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
	SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
	/** Searches whose results each process remembers until the listings change or the minute ends (0: none). */
	SEARCH_CACHE_ENTRIES: z.coerce.number().int().nonnegative().default(2000),
	/** Appointment requests (holds) one address may make in an hour. */
	BOOKING_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
	BOOKING_PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
	POSTMARK_SERVER_TOKEN: z.string().min(1).optional(),
	POSTMARK_API_BASE: z.string().url().optional(),
	MAIL_FROM: z.string().default('American Dietitian <hello@americandietitian.example>'),
	/** Postmark's message streams: transactional mail (codes, booking) and the newsletter apart (issue 48). */
	POSTMARK_TRANSACTIONAL_STREAM: z.string().min(1).default('outbound'),
	POSTMARK_BROADCAST_STREAM: z.string().min(1).default('broadcast'),
	/** The basic-auth credentials Postmark puts in the webhook's address (https://user:password@…/api/postmark/webhook). */
	POSTMARK_WEBHOOK_USER: z.string().min(8).optional(),
	POSTMARK_WEBHOOK_PASSWORD: z.string().min(16).optional(),
	/**
	 * The newsletter's mailto: unsubscribe address, routed to Postmark's inbound stream, whose webhook is the
	 * one above; the subscriber's token rides after a `+`. Defaults to unsubscribe@ the MAIL_FROM domain.
	 */
	MAIL_UNSUBSCRIBE_ADDRESS: z.string().email().optional(),
	STRAPI_URL: z.string().url().default('http://127.0.0.1:1337'),
	STRAPI_API_TOKEN: z.string().min(1).optional(),
	STRAPI_API_TOKEN_FILE: z.string().optional(),
	CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
	STRAPI_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
	/** A read with nothing cached to fall back on waits this long for Strapi (cms-client.server.ts). */
	STRAPI_COLD_TIMEOUT_MS: z.coerce.number().int().positive().default(6000),
	CMS_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
	REDIS_URL: z.string().url().optional(),
	STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
	STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
	STRIPE_API_BASE: z.string().url().optional(),
	...Object.fromEntries(stripePriceVariables.map((name) => [name, z.string().regex(/^price_\w+$/, 'must be a Stripe price id (price_…)').optional()])) as Record<
		StripePriceVariable,
		z.ZodOptional<z.ZodString>
	>,
	CONTACT_PHONE: z.string().default(defaultContact.phone),
	CONTACT_EMAIL: z.string().email().default(defaultContact.email),
	PREVIEW_SECRET: z.string().min(32).optional(),
	CMS_PUBLIC_URL: z.string().url().optional(),
	/** Hosts (host:port, comma-separated) whose calendars may be read on private addresses: development and tests only. */
	CALENDAR_FETCH_ALLOWED_HOSTS: z
		.string()
		.regex(/^\s*[^\s,:]+:\d{1,5}\s*(,\s*[^\s,:]+:\d{1,5}\s*)*$/, 'must be host:port, comma-separated')
		.optional(),
})

const isLoopbackHost = (host: string) => ['127.0.0.1', '::1', 'localhost'].includes(host) || host.startsWith('127.')

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
	// Without a mail provider, mail (reset codes among it) stays in the outbox. A
	// server reachable from other machines must say on purpose that it is a
	// development one, not fall into it by forgetting APP_ENV.
	if (!isLoopbackHost(env.HOST) && !env.POSTMARK_SERVER_TOKEN && given.APP_ENV === undefined) {
		throw new Error(
			`HOST=${env.HOST} makes the site reachable from other machines, and without POSTMARK_SERVER_TOKEN mail would be kept in the outbox. ` +
				'Set APP_ENV=production with a mail provider, or APP_ENV=development on purpose; refusing to start.',
		)
	}
	if (env.APP_ENV === 'production') {
		const missing = (['SESSION_SECRET', 'JWT_SECRET', 'STRAPI_API_TOKEN', 'POSTMARK_SERVER_TOKEN'] as const).filter(
			(key) => !env[key],
		)
		if (missing.length) {
			throw new Error(`APP_ENV=production needs ${missing.join(', ')}; refusing to start.`)
		}
		// It lets calendar reads reach private addresses: a deployment must never have it.
		if (env.CALENDAR_FETCH_ALLOWED_HOSTS) throw new Error('CALENDAR_FETCH_ALLOWED_HOSTS is for development and tests: APP_ENV=production refuses to start with it.')
	}
	if (env.STRIPE_SECRET_KEY) {
		// Half a Stripe set-up takes money without knowing for which plan, or never hears back.
		const missing = [...stripePriceVariables, ...(env.APP_ENV === 'production' ? (['STRIPE_WEBHOOK_SECRET'] as const) : [])].filter((key) => !env[key])
		if (missing.length) throw new Error(`STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too; refusing to start.`)
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
