import { expect, test } from 'vitest'
import { readSearchParams } from '#app/modules/directory/search-params.ts'
import { statesIn } from '#app/modules/directory/us-states.ts'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { renderInLocale } from '../../../test/render-in-locale.tsx'
import { SearchForm } from './search-form.tsx'

/** The form as /search or /es/search renders it for an address. */
const formAt = (address: string) =>
	renderInLocale(address, <SearchForm params={readSearchParams(new URL(address, 'http://localhost'))} states={statesIn(localeFromUrl(new URL(address, 'http://localhost')))} />)

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

test('one Spanish filter: the Language list has no Spanish, and an address with Language = Spanish ticks "Counsels in Spanish"', () => {
	const html = formAt('/search?where=10001&language=Spanish')
	expect(spanishFilter(html)).toEqual({ checked: true, label: 'Counsels in Spanish' })
	const languageList = /<select[^>]*name="language"[^>]*>(.*?)<\/select>/.exec(html)![1]!
	expect(languageList).toContain('>Vietnamese<')
	expect(languageList).not.toContain('Spanish')
	expect(readSearchParams(new URL('http://localhost/search?language=Spanish'))).toMatchObject({ language: '', spanish: true })
})

test('Apply sits at the end of the filters panel, after the last filter, and opens the page at the results', () => {
	const html = formAt('/search?where=10001&superbill=1')
	const panelEnd = html.indexOf('</details>')
	const apply = html.lastIndexOf('>Apply</button>', panelEnd)
	expect(apply).toBeGreaterThan(html.indexOf('name="openings"'))
	expect(html.slice(html.lastIndexOf('<button', apply), apply)).toContain('type="submit"')
	expect(html.slice(html.lastIndexOf('<button', apply), apply)).toContain('formAction="/search#results"')
	expect(formAt('/es/search')).toContain('formAction="/es/search#results"')
})
