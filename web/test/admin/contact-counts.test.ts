import { expect, test } from 'vitest'
import { adminUserView } from '#app/modules/admin/user-detail.server.ts'
import { submitContactRequest } from '#app/modules/leads/contact-requests.server.ts'
import { confirmedRequest } from '../leads/confirmed-request.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

test("the admin's user page counts the dietitian's confirmed contact requests", async () => {
	const dietitian = await dietitianWithProfile()
	expect((await adminUserView(dietitian.id))!.contactRequests).toEqual({ total: 0, lastThirtyDays: 0 })
	for (const email of ['jo@example.com', 'jo.two@example.com']) await confirmedRequest(dietitian.id, { email })
	// One its visitor never confirmed does not count.
	const held = await submitContactRequest(dietitian.id, { name: 'Jo Visitor', email: 'jo.three@example.com', phone: '', message: 'Could we meet next week about my diet?', preferredContact: 'email' }, '198.51.100.3')
	expect(held.status).toBe('held')
	expect((await adminUserView(dietitian.id))!.contactRequests).toEqual({ total: 2, lastThirtyDays: 2 })
	const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)
	expect((await adminUserView(dietitian.id, later))!.contactRequests).toEqual({ total: 2, lastThirtyDays: 0 })
})
