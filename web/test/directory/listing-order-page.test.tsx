// The page /how-listings-are-ordered states the rule the search applies, with the query's own numbers.
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { translator } from '#app/i18n/catalogue.server.ts'
import { distanceBandMiles, listingGroups, openingsThisWeekDays } from '#app/modules/directory/listing-order.ts'
import HowListingsAreOrdered, { loader } from '#app/routes/how-listings-are-ordered.tsx'
import { locations, readChild } from '../site/read-sitemaps.ts'
import { withTranslations } from '../with-translations.tsx'

const pageText = (address = '/how-listings-are-ordered') => {
	const loaderData = loader({ request: new Request(`http://localhost${address}`) } as Parameters<typeof loader>[0])
	const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof HowListingsAreOrdered>[0]
	return renderToString(<MemoryRouter>{withTranslations(<HowListingsAreOrdered {...props} />, address.startsWith('/es/') ? 'es' : 'en')}</MemoryRouter>)
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#x27;/g, "'")
		.replace(/\s+/g, ' ')
}

test('the page names Featured first and labelled, every distance band with its miles, then the daily rotation', () => {
	const text = pageText()
	expect(text).toContain('Featured listings come first, and say so. Dietitians on the Practice plan have priority placement.')
	const [first, ...rest] = distanceBandMiles
	expect(text).toContain(`within ${first} miles`)
	rest.forEach((miles, i) => expect(text).toContain(`${distanceBandMiles[i]} to ${miles} miles`))
	expect(text).toContain(`more than ${distanceBandMiles[distanceBandMiles.length - 1]} miles`)
	expect(text).toContain('Then a rotation that changes every day.')
	expect(text.indexOf('Featured listings come first')).toBeLessThan(text.indexOf('Then nearness'))
	expect(text.indexOf('Then nearness')).toBeLessThan(text.indexOf('Then a rotation'))
	for (const group of listingGroups) expect(text).toContain(translator('en')(group.name))
	expect(text).toContain('Dietitians who confirmed in the last 45 days')
	// Issue 42 point 8: an open practice before a full one at the same distance, said first inside a band.
	expect(text).toContain('Accepting new clients : Dietitians who say they take new clients come before those who say they do not')
	expect(text.indexOf('Accepting new clients')).toBeLessThan(text.indexOf('Availability confirmed'))
	expect(text).toContain(`within ${openingsThisWeekDays} days from now`)
	expect(text).toContain('A search by state alone, or for telehealth')
})

test('the Spanish page states the same rule with the same numbers, in Spanish', () => {
	const text = pageText('/es/how-listings-are-ordered')
	expect(text).toContain('Los perfiles destacados aparecen primero, y lo indican. Los dietistas con el plan Consultorio tienen ubicación prioritaria.')
	const [first, ...rest] = distanceBandMiles
	expect(text).toContain(`a menos de ${first} millas`)
	rest.forEach((miles, i) => expect(text).toContain(`de ${distanceBandMiles[i]} a ${miles} millas`))
	for (const group of listingGroups) expect(text).toContain(translator('es')(group.name))
	expect(text).toContain('Los dietistas que dicen aceptar clientes nuevos van antes que quienes dicen no aceptarlos')
	expect(text).toContain(`dentro de los próximos ${openingsThisWeekDays} días`)
	expect(text).not.toMatch(/Featured listings|Best match|within \d+ miles/)
})

test("the page is in the pages' sitemap", async () => {
	expect(locations(await readChild('pages.xml'))).toContain('http://localhost:3000/how-listings-are-ordered')
})
