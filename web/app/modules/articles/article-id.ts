/**
 * Spec §2: the AI article's id is read from the path by dropping its first
 * character, the colon ('/ai-singlepost/:123'). A plain '123' works too.
 */
export function parseArticleId(segment: string | undefined): number | null {
	if (!segment) return null
	const digits = segment.startsWith(':') ? segment.slice(1) : segment
	if (!/^\d{1,9}$/.test(digits)) return null
	const id = Number(digits)
	return id > 0 ? id : null
}
