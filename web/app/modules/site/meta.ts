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

export type ArticleMetaInput = {
	title: string
	description: string
	image: string
	url: string
	author: string
	published: string | null
	modified?: string
	keywords?: string[]
}

/** Meta tags of an article page: title, description, Open Graph and JSON-LD BlogPosting. */
export function articleMeta(article: ArticleMetaInput) {
	return [
		...pageMeta(article.title, article.description),
		...canonicalLink(article.url),
		{ property: 'og:type', content: 'article' },
		{ property: 'og:image', content: article.image },
		{ property: 'og:url', content: article.url },
		{
			'script:ld+json': {
				'@context': 'https://schema.org',
				'@type': 'BlogPosting',
				headline: article.title,
				description: article.description,
				image: article.image,
				datePublished: article.published,
				dateModified: article.modified ?? article.published,
				author: { '@type': 'Person', name: article.author },
				keywords: article.keywords?.join(', '),
				mainEntityOfPage: article.url,
			},
		},
	]
}
