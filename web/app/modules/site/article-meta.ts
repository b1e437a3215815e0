// Apart from meta.ts, which every page loads: only the article pages need this.
import { canonicalLink, pageMeta } from './meta.ts'

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
