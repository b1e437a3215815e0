import { expect, test } from 'vitest'
import type { DietitianCard } from '#app/modules/directory/search.server.ts'
import { nextOpeningDay } from '#app/modules/directory/next-opening-label.ts'
import { renderInLocale } from '../../test/render-in-locale.tsx'
import { DietitianCardItem } from './dietitian-card.tsx'

const card: DietitianCard = {
	id: 7,
	first_name: 'Maya',
	last_name: 'Chen',
	credentials: ['RDN'],
	role: 'Registered Dietitian',
	city_name: 'New York',
	state: 'NY',
	zipcode: '10001',
	distance: 0.4,
	specialties: ['diabetes'],
	telehealth: true,
	in_person: true,
	accepting_new_clients: true,
	self_pay_first_visit: 16500,
	superbill: true,
	spanish: false,
	accepting_confirmed_at: '2026-11-20T15:00:00.000Z',
	listing_state: 'confirmed',
	credential_checks: [],
	next_opening: '2026-12-01T09:00:00-05:00',
	featured: false,
	verified: true,
	online_only: false,
	avatar: null,
	summary_preview: 'Practical nutrition care.',
	url: '/viewdoctorprofile/7',
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")

test('the card says when the next opening is, in the office’s calendar', () => {
	const shown = (now?: string, next = card.next_opening) => text(renderInLocale('/search', <DietitianCardItem card={{ ...card, next_opening: next }} placeState="NY" now={now} />))
	// Monday 9:00 in New York.
	expect(shown('2026-11-30T14:00:00Z')).toContain('Next opening: Tomorrow')
	// Tuesday 00:30 in New York (05:30 UTC).
	expect(shown('2026-12-01T05:30:00Z')).toContain('Next opening: Today')
	// Monday 23:30 in New York, already Tuesday in UTC: still tomorrow in the office.
	expect(shown('2026-12-01T04:30:00Z')).toContain('Next opening: Tomorrow')
	expect(shown('2026-11-28T14:00:00Z')).toContain('Next opening: Tue, Dec 1')
	expect(shown(undefined)).toContain('Next opening: Tue, Dec 1')
	expect(shown('2026-11-30T14:00:00Z', null)).not.toContain('Next opening')
})

test('an office west of UTC and one east of it', () => {
	expect(nextOpeningDay('2026-12-01T08:00:00-10:00', '2026-12-01T17:00:00Z')).toBe('Today')
	expect(nextOpeningDay('2026-12-02T08:00:00+09:00', '2026-12-01T12:00:00Z')).toBe('Tomorrow')
	expect(nextOpeningDay('2027-01-01T08:00:00-05:00', '2026-12-31T15:00:00Z')).toBe('Tomorrow')
})

test('a dietitian who counsels in Spanish has a badge that says so in the page’s language; the others none', () => {
	const shown = (path: string, spanish: boolean) => text(renderInLocale(path, <DietitianCardItem card={{ ...card, spanish }} placeState="NY" />))
	expect(shown('/search?where=10001', true)).toContain('Counsels in Spanish')
	expect(shown('/es/search?where=10001&spanish=1', true)).toContain('Atiende en español')
	expect(shown('/search?where=10001', false)).not.toContain('Spanish')
	expect(shown('/es/search?where=10001', false)).not.toContain('español')
})

test('on a Spanish page the card links the Spanish profile', () => {
	expect(renderInLocale('/es/search?where=10001', <DietitianCardItem card={card} placeState="NY" />)).toContain('href="/es/viewdoctorprofile/7"')
	expect(renderInLocale('/search?where=10001', <DietitianCardItem card={card} placeState="NY" />)).toContain('href="/viewdoctorprofile/7"')
})
