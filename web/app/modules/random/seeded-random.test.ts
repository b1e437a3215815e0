import { expect, test } from 'vitest'
import { pickOne, seededRandom } from './seeded-random.ts'

const draw = (seed: number, count: number) => {
	const next = seededRandom(seed)
	return Array.from({ length: count }, next)
}

test('the same seed gives the same numbers, in every generator made from it', () => {
	expect(draw(20261122, 1000)).toEqual(draw(20261122, 1000))
})

test('the sequence is mulberry32: the first numbers of seed 1 are the reference ones', () => {
	// mulberry32(1), as its author's reference implementation prints it (a change of algorithm changes every demo profile).
	expect(draw(1, 3).map((n) => Math.round(n * 4294967296))).toEqual([2693262067, 11749833, 2265367787])
})

test('another seed gives other numbers; a seed is taken as an unsigned 32-bit number', () => {
	expect(draw(2, 10)).not.toEqual(draw(1, 10))
	expect(draw(-1, 10)).toEqual(draw(0xffffffff, 10))
	expect(draw(2 ** 32 + 7, 10)).toEqual(draw(7, 10))
})

test('every number is in [0, 1) and they spread over it', () => {
	const numbers = draw(11, 10_000)
	expect(numbers.every((n) => n >= 0 && n < 1)).toBe(true)
	const tenths = Array.from({ length: 10 }, (_, i) => numbers.filter((n) => n >= i / 10 && n < (i + 1) / 10).length)
	// 1,000 expected in each tenth; a generator stuck in part of the range falls far outside these bounds.
	expect(tenths.filter((count) => count < 900 || count > 1100)).toEqual([])
})

test('pickOne draws every item of a list, the same ones for the same seed', () => {
	const items = ['a', 'b', 'c', 'd'] as const
	const picks = (seed: number) => {
		const next = seededRandom(seed)
		return Array.from({ length: 200 }, () => pickOne(next, items))
	}
	expect(picks(5)).toEqual(picks(5))
	expect(new Set(picks(5))).toEqual(new Set(items))
})
