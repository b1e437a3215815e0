import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The metrics of this process, in Prometheus' text format at GET /metrics
 * (server.ts; only with the bearer token of METRICS_TOKEN). Each replica serves
 * its own; Prometheus adds them up. Labels are small fixed sets (a route's
 * pattern, never its URL; a mail's kind, never its address), so a series
 * cannot be created per visitor. Which alerts to build on them: decision 109.
 */
function createMetrics() {
	const registry = new Registry()
	collectDefaultMetrics({ register: registry })
	const registers = [registry]
	return {
		registry,
		httpRequestDuration: new Histogram({
			name: 'http_request_duration_seconds',
			help: 'Time from a request to the end of its answer, by route pattern and status class.',
			labelNames: ['method', 'route', 'status_class'] as const,
			buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
			registers,
		}),
		queryDuration: new Histogram({
			name: 'directory_query_duration_seconds',
			help: 'Time of the directory statements a visitor waits for (a search run, not served from the results cache; a dietitian’s openings).',
			labelNames: ['query'] as const,
			buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
			registers,
		}),
		searchCacheLookups: new Counter({
			name: 'search_results_cache_lookups_total',
			help: 'Searches answered from this process’s results cache (hit) or by running the statement (miss).',
			labelNames: ['outcome'] as const,
			registers,
		}),
		jobRuns: new Counter({
			name: 'job_runs_total',
			help: 'Background jobs this process ran, by kind and outcome (ok, failed: retried later or given up).',
			labelNames: ['kind', 'outcome'] as const,
			registers,
		}),
		jobQueueDepth: new Gauge({ name: 'job_queue_depth', help: 'Jobs due now and not yet done (all replicas).', registers }),
		jobQueueOldestAge: new Gauge({ name: 'job_queue_oldest_waiting_seconds', help: 'How long the oldest due job has waited (0 when none waits).', registers }),
		jobQueueFailed: new Gauge({ name: 'job_queue_failed_jobs', help: 'Jobs that failed their last attempt and wait for an operator.', registers }),
		mails: new Counter({
			name: 'mails_total',
			help: 'Mails by kind and outcome: sent, failed (the provider refused; a job retries), suppressed (the address bounced or complained).',
			labelNames: ['kind', 'outcome'] as const,
			registers,
		}),
		bookings: new Counter({
			name: 'bookings_total',
			help: 'Booking events: held (a visitor took an opening), requested (e-mail confirmed), confirmed, declined, released, expired, cancelled.',
			labelNames: ['event'] as const,
			registers,
		}),
		webhooks: new Counter({
			name: 'webhook_events_total',
			help: 'Webhook deliveries by source (stripe, strapi, postmark) and outcome (applied, duplicate, ignored, rejected, failed).',
			labelNames: ['source', 'outcome'] as const,
			registers,
		}),
	}
}

type Metrics = ReturnType<typeof createMetrics>
export const metrics: Metrics = ((globalThis as { __metrics?: Metrics }).__metrics ??= createMetrics())

export type BookingEvent = 'held' | 'requested' | 'confirmed' | 'declined' | 'released' | 'expired' | 'cancelled'
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'rejected' | 'failed'

export const countBooking = (event: BookingEvent, count = 1) => count > 0 && metrics.bookings.inc({ event }, count)
export const countWebhook = (source: 'stripe' | 'strapi' | 'postmark', outcome: WebhookOutcome) => metrics.webhooks.inc({ source, outcome })
export const countMail = (kind: string, outcome: 'sent' | 'failed' | 'suppressed') => metrics.mails.inc({ kind, outcome })

/** Runs a directory statement and records how long it took. */
export async function timeQuery<T>(query: 'search' | 'openings' | 'match', run: () => Promise<T>): Promise<T> {
	const end = metrics.queryDuration.startTimer({ query })
	try {
		return await run()
	} finally {
		end()
	}
}

/** 2xx, 3xx, 4xx, 5xx: the status class, so a histogram has four series per route, not one per status. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`
