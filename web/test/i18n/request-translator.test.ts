import { expect, test } from 'vitest'
import { requestTranslator } from '#app/i18n/page-i18n.server.ts'

test('a request is answered in its page’s language: Spanish under /es/, English otherwise', () => {
	const request = (path: string) => new Request(`http://localhost:3000${path}`, { method: 'POST' })
	expect(requestTranslator(request('/appointments/confirm-request?t=1.x'))('booking.confirmRequest.done', { day: 'Wednesday, December 2', zone: 'Eastern Time' })).toMatch(/^Thank you: your request is sent\./)
	expect(requestTranslator(request('/es/appointments/confirm-request?t=1.x'))('booking.confirmRequest.done', { day: 'miércoles, 2 de diciembre', zone: 'hora del este' })).toMatch(/^Gracias: su solicitud fue enviada\./)
})
