const siteName = 'American Dietitian'

/** Title and description tags for a page. */
export function pageMeta(title: string, description: string) {
	const fullTitle = title === siteName ? title : `${title} | ${siteName}`
	return [
		{ title: fullTitle },
		{ name: 'description', content: description },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:description', content: description },
		{ property: 'og:site_name', content: siteName },
	]
}

/** The canonical link tag of a page, from the absolute address its loader gives (none without one). */
export const canonicalLink = (href: string | null | undefined) => (href ? [{ tagName: 'link', rel: 'canonical', href }] : [])
