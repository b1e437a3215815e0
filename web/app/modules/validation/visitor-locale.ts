import { z } from 'zod'
import { locales } from '#app/i18n/locale.ts'

/**
 * The language of a visitor's mails and of the pages their links open (issue 32): the site's forms send
 * their page's language; an API client may ask for Spanish, English otherwise. Nothing else of the
 * API's contract depends on it (its answers stay English).
 */
export const visitorLocale = z.enum(locales, { error: `locale: one of ${locales.join(', ')}` }).default('en').describe("The language of the visitor's e-mails and of the pages their links open: en (default) or es")
