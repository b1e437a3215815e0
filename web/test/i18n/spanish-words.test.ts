import { expect, test } from 'vitest'
import { catalogue, translator } from '#app/i18n/catalogue.server.ts'
import { stateCodeOf } from '#app/modules/directory/place-text.ts'
import { stateNameIn, statesIn } from '#app/modules/directory/us-states.ts'
import { titleText } from '#app/modules/profiles/professional-titles.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as orderingLoader } from '#app/routes/how-listings-are-ordered.tsx'
import { callRoute } from '../form-client.ts'

// Issue 42 point 10: the Spanish pages say one thing one way. Each rejected variant lost to the word the
// catalogue used most (or the one the English product word means): a variant coming back fails here.
const rejected: [RegExp, string][] = [
	[/\bpacientes?\b/i, 'clients are "clientes" (the product says clients, not patients)'],
	[/\bnuevos clientes\b/i, 'new clients are "clientes nuevos", as the filter and the cards say'],
	[/\bpago (sin seguro|particular|privado|directo|de bolsillo)\b|\bautopago\b|consulta sin seguro/i, 'self-pay is "Pago por cuenta propia"'],
	[/\b(Starter|Professional|Practice)\b/, 'the plans are Básico, Profesional and Consultorio'],
	[/\bplan (Inicial|Esencial|Práctica|Premium)\b/i, 'the plans are Básico, Profesional and Consultorio'],
	[/\bNew York\b|\bNorth Carolina\b|\bPennsylvania\b/, 'a state is named in Spanish'],
]

const spanishMessages = Object.entries(catalogue.es).flatMap(([namespace, messages]) => Object.entries(messages).map(([key, text]) => ({ key: `${namespace}.${key}`, text })))

test.each(rejected)('no Spanish message uses %s', (pattern, why) => {
	const found = spanishMessages.filter(({ text }) => pattern.test(text)).map(({ key, text }) => `${key}: ${text}`)
	expect(found, why).toEqual([])
})

test('the plans have one Spanish name each, the pricing page’s, on the home page and the ordering rules too', async () => {
	const t = translator('es')
	expect([t('pricing.plan.starter.name'), t('pricing.plan.professional.name'), t('pricing.plan.practice.name')]).toEqual(['Básico', 'Profesional', 'Consultorio'])
	const home = (await callRoute(homeLoader, '/es/home')).data as { plans: { names: string } }
	expect(home.plans.names).toBe('Básico, Profesional, Consultorio')
	const ordering = (await callRoute(orderingLoader, '/es/how-listings-are-ordered')).data as { featuredPlans: string[] }
	expect(ordering.featuredPlans).toEqual(['Consultorio'])
	const english = (await callRoute(orderingLoader, '/how-listings-are-ordered')).data as { featuredPlans: string[] }
	expect(english.featuredPlans).toEqual(['Practice'])
})

test('state names in Spanish, in Spanish order with the territories last; typed in Spanish they are understood', () => {
	expect(stateNameIn('NY', 'es')).toBe('Nueva York')
	expect(stateNameIn('TX', 'es')).toBe('Texas')
	expect(stateNameIn('NY', 'en')).toBe('New York')
	const names = statesIn('es').map(([, name]) => name)
	expect(names.indexOf('Carolina del Norte')).toBeLessThan(names.indexOf('Colorado'))
	expect(names.slice(-5)).toEqual(['Puerto Rico', 'Guam', 'Islas Vírgenes', 'Samoa Americana', 'Islas Marianas del Norte'])
	expect(statesIn('en')[0]).toEqual(['AL', 'Alabama'])
	for (const [typed, code] of [['Nueva York', 'NY'], ['nuevo mexico', 'NM'], ['Carolina del Sur', 'SC'], ['Hawái', 'HI'], ['Hawaii', 'HI']] as const) expect(stateCodeOf(typed)).toBe(code)
})

test('the common professional titles in Spanish on Spanish pages; any other title, and every English page, as typed', () => {
	const es = translator('es')
	expect(titleText(es, 'Registered Dietitian Nutritionist')).toBe('Dietista-nutricionista registrado/a')
	expect(titleText(es, 'registered  dietitian')).toBe('Dietista registrado/a')
	expect(titleText(es, 'Certified Diabetes Care and Education Specialist')).toBe('Especialista certificado/a en cuidado y educación de la diabetes')
	expect(titleText(es, 'Plant-based Nutrition Coach')).toBe('Plant-based Nutrition Coach')
	expect(titleText(translator('en'), 'registered dietitian')).toBe('registered dietitian')
})
