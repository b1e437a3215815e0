import { isWebUrl } from '#app/modules/site/safe-url.ts'

type LinkedProfile = { websiteUrl: string | null; facebook: string | null; instagram: string | null; twitter: string | null }

/** The website and social accounts a profile links to: only web addresses, so a stored `javascript:` value never becomes a link. */
export function profileLinks(profile: LinkedProfile) {
	const socials = (
		[
			['Facebook', profile.facebook],
			['Instagram', profile.instagram],
			['X (Twitter)', profile.twitter],
		] as [string, string | null][]
	).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && isWebUrl(entry[1]))
	return { website: profile.websiteUrl && isWebUrl(profile.websiteUrl) ? profile.websiteUrl : null, socials }
}
