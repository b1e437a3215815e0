import type { Route } from './+types/postmark.webhook'
import type { ApiDescription } from '#app/modules/api/api-description.ts'
import { methodNotAllowed } from '#app/modules/api/json-api.server.ts'
import { handlePostmarkWebhook } from '#app/modules/mail/postmark-webhook.server.ts'

const openapi: ApiDescription = {
	path: '/api/postmark/webhook',
	tag: 'Mail',
	summary: 'Postmark’s Bounce, SpamComplaint and SubscriptionChange records and inbound unsubscribe mail (for Postmark only)',
	description:
		'Basic-auth credentials in the webhook address are required. A hard bounce or a spam complaint stops all mail to the address (a complaint also ends its newsletter subscription); a soft bounce sends the mail again, and the third in 7 days stops mail; SuppressSending false lifts the stop.',
	schema: null,
	example: { RecordType: 'Bounce', ID: 4323372036854775807, Type: 'HardBounce', MessageID: '883953f4-6105-42a2-a16a-77a8eac79483', Email: 'john@example.com', BouncedAt: '2026-11-28T09:00:00Z', MessageStream: 'outbound' },
	caller: 'postmark',
	responses: {
		200: 'Applied, already applied, or not a delivery failure (message)',
		400: 'Not a record this hook takes (message)',
		401: 'Missing or wrong credentials (message)',
		403: 'Inbound mail that is no unsubscribe of this site (message)',
		413: 'Body over 256 KB (message)',
		415: 'Not JSON (message)',
		422: 'An address this site never mailed; nothing changed (message)',
	},
}

export const action = Object.assign(({ request }: Route.ActionArgs) => handlePostmarkWebhook(request), { openapi })
export const loader = methodNotAllowed
