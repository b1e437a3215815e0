import { expect, test } from 'vitest'
import { recentResults } from '#app/modules/directory/recent-results.ts'

test('a key is computed once, shared by callers who ask while it runs; the oldest key goes first past the limit', async () => {
	const recent = recentResults<string>(2)
	const runs: string[] = []
	const compute = (key: string) => () => {
		runs.push(key)
		return Promise.resolve(`answer ${key}`)
	}
	const [a1, a2] = await Promise.all([recent('a', compute('a')), recent('a', compute('a'))])
	expect([a1, a2]).toEqual(['answer a', 'answer a'])
	expect(await recent('b', compute('b'))).toBe('answer b')
	expect(await recent('a', compute('a'))).toBe('answer a')
	expect(runs).toEqual(['a', 'b'])
	// A third key: 'a', the oldest in, is forgotten.
	await recent('c', compute('c'))
	await recent('a', compute('a'))
	await recent('c', compute('c'))
	expect(runs).toEqual(['a', 'b', 'c', 'a'])
})

test('a failed computation is not kept: the next caller computes again', async () => {
	const recent = recentResults<string>(10)
	let attempts = 0
	const flaky = () => (++attempts === 1 ? Promise.reject(new Error('database away')) : Promise.resolve('found'))
	await expect(recent('k', flaky)).rejects.toThrow('database away')
	expect(await recent('k', flaky)).toBe('found')
	expect(await recent('k', flaky)).toBe('found')
	expect(attempts).toBe(2)
})
