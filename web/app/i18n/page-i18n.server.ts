import { messagesFor, translator, type Namespace } from './catalogue.server.ts'
import type { Translate } from './format-message.ts'
import { localeFromUrl } from './locale.ts'

/**
 * What a loader returns as `i18n` so its page can translate: the request's language and the compiled
 * messages of the namespaces the page (and the components it renders) use.
 */
export function pageI18n(request: Request, namespaces: readonly Namespace[]) {
	const locale = localeFromUrl(request.url)
	return { locale, messages: messagesFor(locale, namespaces) }
}

/** The translate function of the request's language (by its URL: `/es/…` is Spanish), for loaders, actions and their modules. */
export function requestTranslator(request: Request): Translate {
	return translator(localeFromUrl(request.url))
}
