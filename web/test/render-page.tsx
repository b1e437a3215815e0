import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { messagesFor } from '#app/i18n/catalogue.server.ts'
import { createTranslate, type CompiledMessages } from '#app/i18n/format-message.ts'
import { TranslateProvider } from '#app/i18n/i18n-context.tsx'
import type { Locale } from '#app/i18n/locale.ts'

/**
 * A page as the browser gets it: its component with its loader's data, and only the messages the page's
 * loader sent (with the root's common ones), so a word the page forgot to send is a console.error here.
 */
export function renderPage(Page: ComponentType<never>, path: string, loaderData: { i18n: { locale: Locale; messages: CompiledMessages } }, actionData?: unknown) {
	const t = createTranslate(loaderData.i18n.locale, { ...messagesFor(loaderData.i18n.locale, ['common']), ...loaderData.i18n.messages })
	const Component = Page as ComponentType<{ loaderData: unknown; actionData: unknown; params: Record<string, string> }>
	const Stub = createRoutesStub([{ path: '*', Component: () => <Component loaderData={loaderData} actionData={actionData} params={{}} /> }])
	return renderToString(<TranslateProvider t={t}>{<Stub initialEntries={[path]} />}</TranslateProvider>)
}

/** The text a reader sees: no tags, no React's text markers, entities read. */
export const visibleText = (html: string) =>
	html
		.replace(/<!-- -->/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#x27;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')
		.replace(/\s+/g, ' ')

/** Which of some English words (whole words) a page's text still has. */
export const englishLeftIn = (text: string, words: readonly string[]) => words.filter((word) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text))
