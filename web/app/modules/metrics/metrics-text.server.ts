import { queueStatus } from '#app/modules/jobs/job-queue.server.ts'
import { metrics } from './metrics.server.ts'

/** The scrape: the queue's figures read now (shared by every replica), then every metric of this process. */
export async function metricsText() {
	const queue = await queueStatus()
	metrics.jobQueueDepth.set(queue.due)
	metrics.jobQueueOldestAge.set(queue.oldestWaitingSeconds)
	metrics.jobQueueFailed.set(queue.failed)
	return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }
}
