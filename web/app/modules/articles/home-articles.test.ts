import { expect, test } from 'vitest'
import { latestOfBoth } from './home-articles.ts'

const ai = (day: number) => ({ kind: 'ai', date: `2026-11-${String(day).padStart(2, '0')}` })
const author = (day: number) => ({ kind: 'author', date: `2026-11-${String(day).padStart(2, '0')}` })

test('the newest three of both kinds, newest first', () => {
	expect(latestOfBoth([author(20), author(5)], [ai(21), ai(3)], 3)).toEqual([ai(21), author(20), author(5)])
})

test('newer AI articles do not hide the dietitians’ newest one', () => {
	expect(latestOfBoth([author(1)], [ai(20), ai(19), ai(18), ai(17)], 3)).toEqual([ai(20), ai(19), author(1)])
})

test('one kind alone fills the places', () => {
	expect(latestOfBoth([], [ai(20), ai(19), ai(18), ai(17)], 3)).toEqual([ai(20), ai(19), ai(18)])
	expect(latestOfBoth([author(2)], [], 3)).toEqual([author(2)])
})
