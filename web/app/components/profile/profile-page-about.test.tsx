import { expect, test } from 'vitest'
import { profileAbout } from '#app/modules/profiles/profile-about.ts'
import { renderInLocale } from '../../../test/render-in-locale.tsx'
import { ProfilePageAbout } from './profile-page-about.tsx'

const summary = 'I help families with type 2 diabetes.\n\nVisits in Houston and online.'
const summaryEs = 'Ayudo a familias con diabetes tipo 2.\n\nConsultas en Houston y en línea.'
const shown = (profile: { summary: string | null; summaryEs: string | null }, locale: 'en' | 'es') =>
	renderInLocale(`${locale === 'es' ? '/es' : ''}/viewdoctorprofile/7`, <ProfilePageAbout about={profileAbout(profile, locale)} />)

test('the Spanish page shows the Spanish summary, paragraph by paragraph, in the page’s language', () => {
	const html = shown({ summary, summaryEs }, 'es')
	expect(html).toContain('<p>Ayudo a familias con diabetes tipo 2.</p><p>Consultas en Houston y en línea.</p>')
	expect(html).not.toContain('lang=')
	expect(html).not.toContain('Houston and online')
})

test('the English page shows the English summary, whatever the Spanish one says', () => {
	const html = shown({ summary, summaryEs }, 'en')
	expect(html).toContain('<p>I help families with type 2 diabetes.</p><p>Visits in Houston and online.</p>')
	expect(html).not.toContain('lang=')
	expect(html).not.toContain('Ayudo')
})

test('without a Spanish summary the Spanish page shows the English one, marked lang="en", with a note that it is in English', () => {
	const html = shown({ summary, summaryEs: null }, 'es')
	expect(html).toContain('<p class="mb-3 text-sm text-slate-600">Este resumen solo está disponible en inglés.</p><div class="space-y-3" lang="en"><p>I help families with type 2 diabetes.</p>')
})
