// Issue 42 point 11: the booking form marks the fields it requires (name, e-mail, reason), in the page's language.
import { expect, test } from 'vitest'
import { renderInLocale } from '../../../test/render-in-locale.tsx'
import { BookingForm } from './booking-form.tsx'

const opening = { start: '2026-12-01T15:00:00.000Z', when: 'Tue, Dec 1, 10:00 AM EST', visitorWhen: null, kind: 'first' as const, kindLabel: 'First visit', minutes: 60, priceCents: 15000, formats: [{ value: 'video' as const, label: 'Video' }] }

/** Each label's text, without tags. */
const labels = (html: string) => [...html.matchAll(/<label[^>]*for="booking-(\w+)"[^>]*>(.*?)<\/label>/g)].map(([, name, inner]) => [name, inner!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')])

test('name, e-mail and reason say they are required; phone and insurance do not', () => {
	const html = renderInLocale('/viewdoctorprofile/1/book', <BookingForm id={1} opening={opening} dietitianName="Rae Dee" insurance={{ plans: ['Aetna'], selfPayCents: 15000, superbill: false }} answer={undefined} tz={null} />)
	expect(Object.fromEntries(labels(html))).toEqual({
		name: 'Your name (required)',
		email: 'E-mail (required)',
		phone: 'Phone (optional)',
		insurance: 'Insurance',
		reason: 'Reason for the visit (required)',
	})
})

test('on the Spanish page the mark reads "obligatorio"', () => {
	const html = renderInLocale('/es/viewdoctorprofile/1/book', <BookingForm id={1} opening={opening} dietitianName="Rae Dee" insurance={{ plans: [], selfPayCents: null, superbill: false }} answer={undefined} tz={null} />)
	expect(labels(html).filter(([, text]) => text!.endsWith('(obligatorio)')).map(([name]) => name)).toEqual(['name', 'email', 'reason'])
})
