import type { BlocksContent } from '@strapi/blocks-react-renderer'
import { formatDay } from '#app/modules/site/format-date.ts'
import { getCms } from './cms.server.ts'

const pageTypes = {
	about: 'about-page',
	terms: 'terms-page',
	privacy: 'privacy-page',
} as const

export type SitePageKind = keyof typeof pageTypes

/** `updatedOn` is written here ('Nov 01, 2026'): a date format in the browser would load its time-zone data, 200 ms on a phone. */
export type SitePage = { title: string; body: BlocksContent; updatedOn: string | null }

type StrapiSitePage = { data: { title?: string | null; body?: BlocksContent | null; updated_on?: string | null } }

/** An editorial page (about, terms, privacy) from the CMS; null when none is written yet. */
export async function getSitePage(kind: SitePageKind): Promise<SitePage | null> {
	const response = await getCms().get<StrapiSitePage>(pageTypes[kind])
	if (!response?.data) return null
	return {
		title: response.data.title ?? '',
		body: response.data.body ?? [],
		updatedOn: response.data.updated_on ? formatDay(response.data.updated_on) || null : null,
	}
}
