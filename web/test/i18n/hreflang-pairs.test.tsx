import type { RouteConfigEntry } from '@react-router/dev/routes'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { LanguageAlternates } from '#app/components/layout/language-alternates.tsx'
import { bilingualRouteFiles, isSignedInPage } from '#app/i18n/bilingual-routes.ts'

// Issue 43 point 9: the hreflang pair (English, Spanish, English as x-default) on every bilingual page
// kind, as the root renders it, for the route ids and paths routes.ts really registers; a list's
// page number is part of each address. Articles (English text on both addresses, decision 104) and
// the not-found page carry none.

const site = 'https://www.example.org'
type Leaf = { id: string; path: string; file: string }

/** Every leaf route with its full path and id, as React Router registers them. */
function leaves(entries: RouteConfigEntry[], parent = ''): Leaf[] {
	return entries.flatMap((entry) => {
		const path = [parent, entry.index ? '' : (entry.path ?? '')].filter(Boolean).join('/')
		if (entry.children?.length) return leaves(entry.children, path)
		return [{ id: entry.id ?? entry.file.replace(/\.tsx?$/, ''), path, file: entry.file }]
	})
}

/** An example address of a path pattern. */
const example = (path: string) =>
	`/${path}`
		.replace(':state', 'massachusetts')
		.replace(':city', 'boston')
		.replace(':id', '7')
		.replace(/\*$/, 'no-such-page')

/** The alternates the root puts in the head of the page at `address`, whose leaf route is `leaf`. */
function alternatesOf(leaf: Leaf, address: string) {
	const Stub = createRoutesStub([{ id: leaf.id, path: `/${leaf.path}`, Component: () => <LanguageAlternates siteUrl={site} /> }])
	const html = renderToString(<Stub initialEntries={[address]} />)
	return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]))
}

const all = leaves(routes as RouteConfigEntry[])
const bilingual = all.filter((leaf) => (bilingualRouteFiles as readonly string[]).includes(leaf.file))
const english = bilingual.filter((leaf) => !leaf.id.startsWith('es/'))
const twinOf = (leaf: Leaf) => bilingual.find((other) => other.id === `es/${leaf.id}`)
const withoutPair = ['routes/singlepost', 'routes/ai-singlepost', 'routes/not-found', ...english.filter((leaf) => isSignedInPage(leaf.id)).map((leaf) => leaf.id)]
// The lists that run over several pages: their page number stays in the alternates.
const pagedLists = ['routes/dietitians.$state', 'routes/dietitians.$state.$city', 'routes/dietitians.$state.telehealth', 'routes/blogpage', 'routes/ai-blogpage']

describe('hreflang pairs', () => {
	test('routes.ts registers every bilingual page in both languages, the Spanish under /es', () => {
		expect(english.map((leaf) => leaf.file).sort()).toEqual([...bilingualRouteFiles].sort())
		expect(english.filter((leaf) => twinOf(leaf)?.path !== ['es', leaf.path].filter(Boolean).join('/')).map((leaf) => leaf.id)).toEqual([])
	})

	test.each(english.filter((leaf) => !withoutPair.includes(leaf.id)).map((leaf) => [leaf.id, leaf] as const))('%s names its English and Spanish addresses, from either one', (_id, leaf) => {
		const path = example(leaf.path)
		const pair = { en: `${site}${path}`, es: `${site}/es${path}`, 'x-default': `${site}${path}` }
		expect(alternatesOf(leaf, path)).toEqual(pair)
		expect(alternatesOf(twinOf(leaf)!, `/es${path}`)).toEqual(pair)
	})

	test.each(pagedLists)('%s keeps the page number of a paged list, and only that', (id) => {
		const leaf = english.find((l) => l.id === id)!
		const path = example(leaf.path)
		const second = { en: `${site}${path}?page=2`, es: `${site}/es${path}?page=2`, 'x-default': `${site}${path}?page=2` }
		expect(alternatesOf(leaf, `${path}?page=2&sort=name`)).toEqual(second)
		expect(alternatesOf(twinOf(leaf)!, `/es${path}?page=2`)).toEqual(second)
		// The first page is the list's own address.
		expect(alternatesOf(leaf, `${path}?page=1`)).toEqual({ en: `${site}${path}`, es: `${site}/es${path}`, 'x-default': `${site}${path}` })
	})

	test.each(withoutPair)('%s has no pair (English text on both addresses, no page at all, or a signed-in page)', (id) => {
		const leaf = english.find((l) => l.id === id)!
		expect(alternatesOf(leaf, example(leaf.path))).toEqual({})
		expect(alternatesOf(twinOf(leaf)!, `/es${example(leaf.path)}`)).toEqual({})
	})

	test('an English-only page (the admin) and the dietitian’s own pages (signed in, noindex) have no pair', () => {
		for (const id of ['routes/viewprofile', 'routes/admin/users']) expect(alternatesOf(all.find((leaf) => leaf.id === id)!, `/${all.find((leaf) => leaf.id === id)!.path}`)).toEqual({})
	})
})
