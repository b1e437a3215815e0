import { data } from 'react-router'
import { listPublishedArticlesByAuthor } from '#app/modules/articles/author-articles.server.ts'
import { getCurrentUser } from '#app/modules/auth/current-user.server.ts'
import { hasEntitlement } from '#app/modules/billing/plans.ts'
import { CmsUnavailableError } from '#app/modules/cms/cms-client.server.ts'
import { getEnv } from '#app/modules/config/env.server.ts'
import { avatarUrls } from './photo-storage.server.ts'
import { zoneLongName, zoneOffsets } from './office-hours.ts'
import { officeZone } from './office-zone.server.ts'
import { getPublicProfile } from './public-profile.server.ts'
import { profileAbout } from './profile-about.ts'
import { localeFromUrl } from '#app/i18n/locale.ts'
import { similarListings } from '#app/modules/directory/listings.server.ts'
import { closedListing } from './closed-listings.server.ts'

/** Spec §2 ids may carry a leading colon; anything else that is not a number is unknown. */
export function parseProfileId(raw: string | undefined) {
	const digits = (raw ?? '').replace(/^:/, '')
	return /^\d{1,9}$/.test(digits) ? Number(digits) : null
}

async function articlesOf(email: string) {
	try {
		const articles = await listPublishedArticlesByAuthor(email)
		return articles.map((article) => ({ id: article.id, title: article.title, summary: article.summary, publishedDate: article.publishedDate }))
	} catch (error) {
		// The profile stands without its articles while the CMS is away.
		if (error instanceof CmsUnavailableError) return []
		throw error
	}
}

/** What a paused listing's page shows instead: who it was, and up to three confirmed dietitians like them. */
async function pausedListing(found: NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>) {
	const p = found.profile
	const similar = await similarListings({ userId: found.id, state: p.state, latitude: p.latitude, longitude: p.longitude, specialties: p.specialties })
	return { paused: true as const, closed: false as const, name: `${found.firstName} ${found.lastName}`, similar }
}

export type PausedListing = Awaited<ReturnType<typeof pausedListing>>

export type ProfilePage = Awaited<ReturnType<typeof loadProfilePage>>

/**
 * What /viewdoctorprofile/{id} shows. Visitors see only listed profiles (a
 * lapsed plan: 410, anything else: 404); the owner and admins preview any
 * state, told so by `preview`.
 */
export async function loadProfilePage(request: Request, rawId: string | undefined) {
	const id = parseProfileId(rawId)
	const found = id === null ? null : await getPublicProfile(id)
	if (!found) {
		// The owner deleted their account (issue 48): gone, with three dietitians nearby, never their name.
		const closed = id === null ? null : await closedListing(id)
		if (closed) throw data({ paused: true as const, closed: true as const, name: '', similar: closed.similar }, { status: 410 })
		throw data('Not found', { status: 404 })
	}
	let preview: typeof found.status | 'paused' | null = null
	// 90 days without confirming availability: the listing is paused (issue 30); its page says so and offers others.
	const paused = found.status === 'listed' && found.availability.state === 'paused'
	if (found.status !== 'listed' || paused) {
		const { current } = await getCurrentUser(request)
		const mayPreview = current !== null && (current.user.id === found.id || current.user.manageRole === 'admin')
		if (!mayPreview) {
			if (paused) throw data(await pausedListing(found), { status: 410 })
			if (found.status === 'not_listed') throw data('not-listed', { status: 410 })
			throw data('Not found', { status: 404 })
		}
		preview = paused ? 'paused' : found.status
	}
	const { accountEmail, plan, ...profile } = found
	// The page's language picks the summary (issue 32): `about` carries it, and the other one never travels to the browser.
	const { summary, summaryEs, ...shownProfile } = found.profile
	const site = getEnv().SITE_URL
	const avatarUrl = avatarUrls(found.profile.avatarKey)?.large
	const timeZone = officeZone(found.profile)
	return {
		...profile,
		profile: shownProfile,
		about: profileAbout({ summary, summaryEs }, localeFromUrl(request.url)),
		preview,
		acceptsRequests: hasEntitlement(plan, 'contactRequests'),
		canonical: new URL(`/viewdoctorprofile/${found.id}`, site).toString(),
		shortUrl: new URL(`/d/${found.id}`, site).toString(),
		// The page shows our media by path, so it loads whatever host the visitor came by (127.0.0.1, www);
		// structured data and Open Graph are read elsewhere and need the full address.
		avatar: avatarUrl ?? null,
		avatarAbsolute: avatarUrl ? new URL(avatarUrl, site).toString() : null,
		// "Open now" is worked out in the browser: the page may come from a shared cache, and a tab stays open.
		timeZone,
		zoneOffsets: zoneOffsets(timeZone, new Date()),
		zoneName: zoneLongName(timeZone),
		articles: await articlesOf(accountEmail),
	}
}
