import { Link } from 'react-router'
import { Section } from '#app/components/ui/section.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'

type Article = { id: number; title: string; summary: string | null; publishedOn: string | null }

/** The dietitian's published articles in the Authors Digest; nothing when there are none. */
export function ProfilePageArticles({ articles }: { articles: Article[] }) {
	const t = useT()
	const localePath = useLocalePath()
	if (!articles.length) return null
	return (
		<Section title={t('profile.articles')}>
			<ul className="space-y-3">
				{articles.map((article) => (
					<li key={article.id}>
						<Link to={localePath(`/singlepost/${article.id}`)} className="font-medium text-brand-800 underline" lang={t.locale === 'en' ? undefined : 'en'}>
							{article.title}
						</Link>
						{t.locale === 'en' ? null : <span className="text-sm text-slate-600"> ({t('common.inEnglish').toLowerCase()})</span>}
						{article.publishedOn ? <span className="text-sm text-slate-600"> · {article.publishedOn}</span> : null}
						{article.summary ? <p className="text-sm" lang={t.locale === 'en' ? undefined : 'en'}>{article.summary}</p> : null}
					</li>
				))}
			</ul>
		</Section>
	)
}
