/**
 * A value per key computed at most once every `ttlMs` in this process, the
 * computation shared by callers that arrive while it runs. For figures every
 * process may compute for itself and that may be a little late (decision 050):
 * the directory's counts per state and city, which public pages show and
 * shared caches keep for a minute anyway.
 */
export function processCache<T>(ttlMs: number, compute: (key: string) => Promise<T>) {
	const entries = new Map<string, { at: number; value: Promise<T> }>()
	const get = (key = '') => {
		const now = Date.now()
		const entry = entries.get(key)
		if (entry && now - entry.at < ttlMs) return entry.value
		const value = compute(key)
		entries.set(key, { at: now, value })
		// A failure is not kept: the next caller tries again.
		value.catch(() => {
			if (entries.get(key)?.value === value) entries.delete(key)
		})
		return value
	}
	return Object.assign(get, { clear: () => entries.clear() })
}
