import { Link } from 'react-router'
import { formatDayIn } from '#app/modules/site/format-date.ts'
import { useT } from '#app/i18n/i18n-context.tsx'
import { AuthorAvatar } from './author-avatar.tsx'

/**
 * Avatar, author and date. The name and date flow as one line of text beside
 * the avatar, and the date never breaks inside itself, so on a phone a long
 * name wraps like a sentence instead of splitting into two ragged columns.
 */
export function ArticleByline({ name, avatarUrl, date, size, className, nameClassName, href }: { name: string; avatarUrl: string; date: string | null; size: 32 | 40; className: string; nameClassName?: string; href?: string | null }) {
	const t = useT()
	return (
		<div className={`flex items-center gap-3 ${className}`} data-testid="article-byline">
			<AuthorAvatar name={name} url={avatarUrl} size={size} />
			<p className="min-w-0">
				{href ? (
					<Link to={href} className="font-medium text-brand-800 underline">
						{name}
					</Link>
				) : (
					<span className={nameClassName}>{name}</span>
				)}
				{date ? (
					<>
						{' '}
						<span aria-hidden="true">·</span> <time className="whitespace-nowrap" dateTime={date}>{formatDayIn(date, t.locale)}</time>
					</>
				) : null}
			</p>
		</div>
	)
}
