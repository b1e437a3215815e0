import { getEnv } from '#app/modules/config/env.server.ts'
import { sendMail } from '#app/modules/mail/mailer.server.ts'
import { contactRequestCopyMail, contactRequestMail } from '#app/modules/mail/templates.server.ts'
import { getContactTarget } from '#app/modules/profiles/contact-target.server.ts'
import { findContactRequest, markMailed } from './contact-requests.server.ts'

async function load(requestId: number) {
	const request = await findContactRequest(requestId)
	const target = request ? await getContactTarget(request.profileUserId) : null
	return request && target ? { request, target } : null
}

/** The durable job's work: the request to the dietitian, reply-to the visitor. */
export async function mailContactRequest(requestId: number) {
	const found = await load(requestId)
	// The account or the request was deleted since: nothing to send.
	if (!found || found.request.mailedAt) return
	const { request, target } = found
	// A path the server sees whole (a #fragment never reaches it): signed out, the dietitian comes back to it after signing in.
	const dashboard = new URL('/viewprofile/requests', getEnv().SITE_URL).toString()
	await sendMail(contactRequestMail({ to: target.email, dietitianName: target.name, request, dashboard }))
	await markMailed(request.id)
}

/** The durable job's work: the visitor's copy of what they sent. */
export async function mailContactRequestCopy(requestId: number) {
	const found = await load(requestId)
	if (!found) return
	await sendMail(contactRequestCopyMail({ to: found.request.email, dietitianName: found.target.name, request: found.request }))
}
