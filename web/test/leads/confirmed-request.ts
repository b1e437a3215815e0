import { drainJobs } from '#app/modules/jobs/job-queue.server.ts'
import { confirmContactRequest } from '#app/modules/leads/contact-confirmation.server.ts'
import { submitContactRequest } from '#app/modules/leads/contact-requests.server.ts'
import { listOutbox } from '#app/modules/mail/mailer.server.ts'

/** The token of the newest confirmation link mailed to an address, as the visitor's click would send it. */
export async function confirmTokenMailedTo(email: string): Promise<string> {
	await drainJobs()
	const mails = await listOutbox(email.toLowerCase())
	for (const mail of mails) {
		const found = /\/contact\/confirm\?t=([0-9]+\.[A-Za-z0-9_-]{43})/.exec(mail.text)
		if (found) return found[1]!
	}
	throw new Error(`no confirmation link was mailed to ${email}`)
}

let n = 0

/** A visitor's request to a dietitian, confirmed from its mail as a visitor would: the way a request reaches a dashboard. */
export async function confirmedRequest(profileUserId: number, overrides: { email?: string; message?: string; name?: string } = {}) {
	const email = overrides.email ?? `visitor.${process.pid}.${Date.now()}.${++n}@example.com`
	const held = await submitContactRequest(
		profileUserId,
		{ name: overrides.name ?? 'Ana Visitor', email, phone: '', message: overrides.message ?? 'May I book a first visit?', preferredContact: 'email' },
		`203.0.113.${(n % 200) + 20}`,
	)
	if (held.status !== 'held') throw new Error(`the contact request was not stored: ${held.status}`)
	const confirmed = await confirmContactRequest(await confirmTokenMailedTo(email))
	if (!confirmed.ok) throw new Error(`the contact request was not confirmed: ${confirmed.problem}`)
	return { id: held.id, email }
}
