import { expect, test } from 'vitest'
import { adminUserView } from '#app/modules/admin/user-detail.server.ts'
import { submitContactRequest } from '#app/modules/leads/contact-requests.server.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

test("the admin's user page counts the dietitian's contact requests", async () => {
	const dietitian = await dietitianWithProfile()
	expect((await adminUserView(dietitian.id))!.contactRequests).toEqual({ total: 0, lastThirtyDays: 0 })
	for (const ip of ['198.51.100.1', '198.51.100.2']) {
		const sent = await submitContactRequest(dietitian.id, { name: 'Jo Visitor', email: 'jo@example.com', phone: '', message: 'Could we meet next week about my diet?', preferredContact: 'email' }, ip)
		expect(sent.status).toBe('sent')
	}
	expect((await adminUserView(dietitian.id))!.contactRequests).toEqual({ total: 2, lastThirtyDays: 2 })
	const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)
	expect((await adminUserView(dietitian.id, later))!.contactRequests).toEqual({ total: 2, lastThirtyDays: 0 })
})
