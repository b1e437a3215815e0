import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { intlLocale, type Locale } from '#app/i18n/locale.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { getCms } from './cms.server.ts'

const pageTypes = {
	about: 'about-page',
	terms: 'terms-page',
	privacy: 'privacy-page',
} as const

export type SitePageKind = keyof typeof pageTypes

/**
 * `updatedOn` is written here ('Nov 01, 2026', '1 de noviembre de 2026'): a date format in the browser would load its
 * time-zone data, 200 ms on a phone. `lang` is the language of the content; `fellBack` says it is English because the
 * page has no version in the language asked for.
 */
export type SitePage = { title: string; body: BlocksContent; updatedOn: string | null; lang: Locale; fellBack: boolean }

type StrapiSitePage = { data: { title?: string | null; body?: BlocksContent | null; updated_on?: string | null } | null }

const spanishDay = new Intl.DateTimeFormat(intlLocale('es'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function formatUpdatedOn(iso: string, locale: Locale): string | null {
	if (locale === 'en') return formatDay(iso) || null
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? null : spanishDay.format(date)
}

/** One language's version from Strapi's i18n (`locale=`); null when that language has none. */
async function fetchVersion(kind: SitePageKind, locale: Locale) {
	const response = await getCms().get<StrapiSitePage>(pageTypes[kind], { locale })
	return response?.data ?? null
}

/**
 * An editorial page (about, terms, privacy) from the CMS in a language: its own version, or the English one marked
 * `fellBack` when it has not been translated yet; null when none is written at all. The date is written in the
 * language of the page the visitor asked for.
 */
export async function getSitePage(kind: SitePageKind, locale: Locale = 'en'): Promise<SitePage | null> {
	let data = await fetchVersion(kind, locale)
	let lang = locale
	if (!data && locale !== 'en') {
		data = await fetchVersion(kind, 'en')
		lang = 'en'
	}
	if (!data) return null
	return {
		title: data.title ?? '',
		body: data.body ?? [],
		updatedOn: data.updated_on ? formatUpdatedOn(data.updated_on, locale) : null,
		lang,
		fellBack: lang !== locale,
	}
}
