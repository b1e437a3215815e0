/**
 * The answers of the last `maxEntries` keys, each computed once and shared by the callers that ask for
 * it meanwhile; the oldest key is forgotten first. Freshness is the key's business: a key that names
 * everything the answer depends on never needs an expiry (search-results-cache.server.ts puts the
 * listings' generation and the minute in it). A failed computation is not kept.
 */
export function recentResults<T>(maxEntries: number) {
	const entries = new Map<string, Promise<T>>()
	return function get(key: string, compute: () => Promise<T>): Promise<T> {
		const known = entries.get(key)
		if (known) return known
		const value = compute()
		entries.set(key, value)
		if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
		value.catch(() => {
			if (entries.get(key) === value) entries.delete(key)
		})
		return value
	}
}
