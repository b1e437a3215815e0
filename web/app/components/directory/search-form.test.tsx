import { expect, test } from 'vitest'
import { readSearchParams } from '#app/modules/directory/search-params.ts'
import { renderInLocale } from '../../../test/render-in-locale.tsx'
import { SearchForm } from './search-form.tsx'

/** The form as /search or /es/search renders it for an address. */
const formAt = (address: string) => renderInLocale(address, <SearchForm params={readSearchParams(new URL(address, 'http://localhost'))} />)

/** The filter's checkbox and the words beside it. */
const spanishFilter = (html: string) => {
	const found = /<input type="checkbox"[^>]*name="spanish"[^>]*\/>([^<]*)<\/label>/.exec(html)
	return found ? { checked: found[0].includes('checked=""'), label: found[1] } : null
}

test('"Counsels in Spanish" sits beside the search box, outside the filters panel, ticked when the search has it', () => {
	const html = formAt('/search?where=10001&spanish=1')
	expect(html.indexOf('name="spanish"')).toBeGreaterThan(-1)
	expect(html.indexOf('name="spanish"')).toBeLessThan(html.indexOf('<details'))
	expect(spanishFilter(html)).toEqual({ checked: true, label: 'Counsels in Spanish' })
	expect(spanishFilter(formAt('/search?where=10001'))).toEqual({ checked: false, label: 'Counsels in Spanish' })
})

test('on /es/search it reads "Atiende en español" and the form stays on the Spanish page', () => {
	const html = formAt('/es/search?where=10001&spanish=1')
	expect(spanishFilter(html)).toEqual({ checked: true, label: 'Atiende en español' })
	expect(html).toContain('action="/es/search"')
	expect(formAt('/search')).toContain('action="/search"')
})
