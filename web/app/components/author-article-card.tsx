import { Link } from 'react-router'
import { ArticleCover } from '#app/components/article-cover.tsx'
import { AuthorAvatar } from '#app/components/author-avatar.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { CmsImage } from '#app/modules/cms/media.ts'
import { formatDayIn } from '#app/modules/site/format-date.ts'

export type AuthorArticleCardData = {
	id: number
	title: string
	summary: string
	tags: string[]
	cover: CmsImage
	authorName: string
	author: { avatar?: { url: string } | null } | null
	publishedDate: string | null
}

/** A dietitian's article in a list (Authors Digest, the home page): cover, linked title, summary, tags, author and date. */
export function AuthorArticleCard({ article, headingLevel = 2 }: { article: AuthorArticleCardData; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const t = useT()
	const localePath = useLocalePath()
	// Articles are English: on a Spanish page their words are marked as English.
	const english = t.locale !== 'en' ? 'en' : undefined
	return (
		<li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
			<ArticleCover image={{ ...article.cover, alt: '' }} sizes="(min-width: 768px) 36rem, 100vw" />
			<div className="flex flex-1 flex-col p-6">
				<Heading lang={english} className="text-xl font-semibold text-ink">
					<Link to={localePath(`/singlepost/${article.id}`)} className="hover:underline">{article.title}</Link>
				</Heading>
				<p lang={english} className="mt-3 flex-1 text-slate-700">{article.summary}</p>
				{article.tags.length ? <p className="mt-3 text-xs font-medium text-brand-900">{article.tags.join(' · ')}</p> : null}
				<div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4 text-sm">
					<AuthorAvatar name={article.authorName} url={article.author?.avatar?.url ?? ''} size={40} />
					<div>
						<p className="font-medium text-slate-900">{article.authorName}</p>
						{article.publishedDate ? <time dateTime={article.publishedDate} className="text-slate-600">{formatDayIn(article.publishedDate, t.locale)}</time> : null}
					</div>
				</div>
			</div>
		</li>
	)
}
