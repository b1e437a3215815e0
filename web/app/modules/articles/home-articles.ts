/**
 * The home page's latest articles (issue 42 point 11): the newest of both kinds, dietitians' articles
 * and AI-assisted ones, by date; when both kinds have articles, each has at least one place, so a
 * week of AI articles never hides what dietitians wrote (nor the other way round).
 */
export function latestOfBoth<A extends { date: string }, B extends { date: string }>(first: A[], second: B[], count: number): (A | B)[] {
	const newestFirst = (items: (A | B)[]) => [...items].sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : 0))
	const picked = newestFirst([...first, ...second]).slice(0, count)
	for (const kind of [first, second] as (A | B)[][]) {
		const newest = newestFirst(kind)[0]
		if (newest && !picked.some((item) => kind.includes(item)) && picked.length) picked[picked.length - 1] = newest
	}
	return newestFirst(picked)
}
