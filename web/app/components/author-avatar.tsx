/** The author's picture, or their initials when there is none. */
export function AuthorAvatar({ name, url, size }: { name: string; url: string; size: 32 | 40 }) {
	const box = size === 32 ? 'size-8 shrink-0 text-xs' : 'size-10 shrink-0 text-sm'
	if (url) return <img src={url} alt="" width={size} height={size} loading="lazy" decoding="async" className={`${box} rounded-full`} />
	const initials = name
		.split(/[\s,]+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((part) => part[0]?.toUpperCase())
		.join('')
	return (
		<span aria-hidden="true" className={`${box} inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900`}>
			{initials}
		</span>
	)
}

/** A cover image, or a quiet gradient when the article has none. */
export function CoverImage({ url, className }: { url: string; className: string }) {
	if (url) return <img src={url} alt="" width={1200} height={630} loading="lazy" className={`aspect-[1200/630] w-full object-cover ${className}`} />
	return <div aria-hidden="true" className={`aspect-[1200/630] w-full bg-gradient-to-br from-brand-100 to-brand-200 ${className}`} />
}
