import { Link } from 'react-router'
import { Section } from '#app/components/ui/section.tsx'

type Article = { id: number; title: string; summary: string | null; publishedOn: string | null }

/** The dietitian's published articles in the Authors Digest; nothing when there are none. */
export function ProfilePageArticles({ articles }: { articles: Article[] }) {
	if (!articles.length) return null
	return (
		<Section title="Articles in the Authors Digest">
			<ul className="space-y-3">
				{articles.map((article) => (
					<li key={article.id}>
						<Link to={`/singlepost/${article.id}`} className="font-medium text-brand-800 underline">
							{article.title}
						</Link>
						{article.publishedOn ? <span className="text-sm text-slate-600"> · {article.publishedOn}</span> : null}
						{article.summary ? <p className="text-sm">{article.summary}</p> : null}
					</li>
				))}
			</ul>
		</Section>
	)
}
