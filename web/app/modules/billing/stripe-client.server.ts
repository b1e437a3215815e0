import Stripe from 'stripe'
import { getEnv } from '#app/modules/config/env.server.ts'

const cache = globalThis as typeof globalThis & { __stripe?: { key: string; client: Stripe } }

/**
 * The Stripe API client. STRIPE_API_BASE (tests) points it at another address
 * through the library's own host/port/protocol options.
 */
export function getStripe(): Stripe {
	const env = getEnv()
	const secretKey = env.STRIPE_SECRET_KEY
	if (!secretKey) throw new Error('getStripe() needs STRIPE_SECRET_KEY')
	const cacheKey = `${secretKey}|${env.STRIPE_API_BASE ?? ''}`
	if (cache.__stripe?.key === cacheKey) return cache.__stripe.client
	const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
	const client = new Stripe(secretKey, {
		maxNetworkRetries: 2,
		timeout: 10_000,
		telemetry: false,
		appInfo: { name: 'American Dietitian' },
		...(base
			? {
					host: base.hostname,
					port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
					protocol: base.protocol === 'https:' ? 'https' : 'http',
				}
			: {}),
	})
	cache.__stripe = { key: cacheKey, client }
	return client
}

/** The API version of the pinned `stripe` package: the shape of every event this site reads. */
export const stripeApiVersion = Stripe.API_VERSION
