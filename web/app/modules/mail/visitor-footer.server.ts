import { translator } from '#app/i18n/catalogue.server.ts'
import { localizePath, type Locale } from '#app/i18n/locale.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { link, type Block } from './mail-blocks.server.ts'

/**
 * The last line of every mail to a visitor (issue 48 point 5): where to erase what they sent. The page asks for
 * the address and proves it with a mailed code, so the link carries nothing about the visitor.
 */
export function eraseWhatYouSent(locale: Locale): Block {
	return link(translator(locale)('privacy.erase.footer'), new URL(localizePath('/privacy/erase', locale), getEnv().SITE_URL).toString(), 'note')
}
