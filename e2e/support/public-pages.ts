/**
 * The five public page kinds (and the Spanish search) of issue 16's budgets, with real ids from the
 * demo data: the first profile of a search and the newest AI article.
 * Used by the budget spec and `npm run lighthouse`.
 */
export async function publicPages(base: string) {
	const search = await (await fetch(`${base}/search?where=10001`)).text()
	const profile = search.match(/href="(\/viewdoctorprofile\/\d+)"/)?.[1]
	if (!profile) throw new Error('no profile link on /search?where=10001')
	const articles = await fetch(`${base}/api/ai_articles/search`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ pageSize: 1, currentVal: 1, searchVal: '' }),
	})
	const { data } = (await articles.json()) as { data: { id: number }[] }
	if (!data[0]) throw new Error('no AI article in the demo data')
	// The Spanish search (issue 32) is held to the same budgets.
	return ['/home', '/search?where=10001', profile, `/ai-singlepost/${data[0].id}`, '/services', '/es/search?where=10001']
}
