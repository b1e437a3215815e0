import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import type { Locale } from '#app/i18n/locale.ts'
import type { DietitianCard } from '#app/modules/directory/search.server.ts'
import { nextOpeningDay } from '#app/modules/directory/next-opening-label.ts'
import { withTranslations } from '../../test/with-translations.tsx'
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
	rating_average: null,
	rating_count: null,
	next_opening: '2026-12-01T09:00:00-05:00',
	featured: false,
	verified: true,
	online_only: false,
	avatar: null,
	summary_preview: 'Practical nutrition care.',
	url: '/viewdoctorprofile/7',
}

/** The card as a page in `locale` renders it. */
const render = (node: ReactNode, locale: Locale = 'en') => renderToString(<MemoryRouter>{withTranslations(node, locale)}</MemoryRouter>)

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")

test('the card says when the next opening is, in the office’s calendar', () => {
	const shown = (now?: string, next = card.next_opening) => text(render(<DietitianCardItem card={{ ...card, next_opening: next }} placeState="NY" now={now} />))
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

test('on a Spanish page the card is in Spanish: the opening in es-US, the place, the price and the link kept under /es', () => {
	const html = (now?: string) => render(<DietitianCardItem card={card} placeState="NY" now={now} />, 'es')
	const shown = text(html('2026-11-28T14:00:00Z'))
	expect(shown).toContain('Próxima cita: mar, 1 de dic')
	expect(shown).toContain('New York, NY · 0.4 mi · En persona · Telesalud')
	expect(shown).toContain('Acepta clientes nuevos · confirmado el 20 nov · Pago por cuenta propia: $165 la primera consulta · Superbill para reembolso fuera de la red')
	expect(shown).toContain('✓ Verificado')
	expect(shown).toContain('Diabetes')
	expect(text(html('2026-11-30T14:00:00Z'))).toContain('Próxima cita: mañana')
	expect(text(html('2026-12-01T05:30:00Z'))).toContain('Próxima cita: hoy')
	expect(html()).toContain('href="/es/viewdoctorprofile/7"')
	// The dietitian's own words stay as written.
	expect(shown).toContain('Practical nutrition care.')
})

test('the English card keeps its words and its address', () => {
	const html = render(<DietitianCardItem card={{ ...card, online_only: true, specialties: ['weight-management'] }} placeState="NJ" />)
	expect(text(html)).toContain('Online · licensed in NJ · office in New York, NY · In person · Telehealth')
	expect(text(html)).toContain('Accepting new clients · confirmed Nov 20 · Self-pay first visit $165 · Superbill for out-of-network')
	expect(text(html)).toContain('Weight management')
	expect(html).toContain('href="/viewdoctorprofile/7"')
})

test('a dietitian who counsels in Spanish has a badge that says so in the page’s language; the others none', () => {
	const shown = (locale: Locale, spanish: boolean) => text(render(<DietitianCardItem card={{ ...card, spanish }} placeState="NY" />, locale))
	expect(shown('en', true)).toContain('Counsels in Spanish')
	expect(shown('es', true)).toContain('Atiende en español')
	expect(shown('en', false)).not.toContain('Spanish')
	expect(shown('es', false)).not.toContain('español')
})

test('from 3 reviews of visits the card shows their average and number; under 3 (null figures) nothing', () => {
	expect(text(render(<DietitianCardItem card={card} placeState="NY" />))).not.toContain('★')
	const rated = { ...card, rating_average: 4, rating_count: 12 }
	expect(text(render(<DietitianCardItem card={rated} placeState="NY" />))).toContain('Telehealth · ★ 4.0 from 12 reviews of visits')
	expect(text(render(<DietitianCardItem card={rated} placeState="NY" />, 'es'))).toContain('Telesalud · ★ 4.0 en 12 reseñas de consultas')
})
