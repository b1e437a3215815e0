import { describe, expect, test } from 'vitest'
import { coverArtSvg, coverTopics, parseCoverKey, placeholderCover, topicFor } from './cover-art.ts'

describe('generated covers', () => {
	test('the topic comes from the tags first, then the title; anything else gets the general one', () => {
		expect(topicFor(['kids', 'Heart health after surgery']).key).toBe('family')
		expect(topicFor(['', 'Heart health after surgery']).key).toBe('heart')
		expect(topicFor(['Something else entirely']).key).toBe('nutrition')
	})

	test('articles get distinct covers: same topic, different variants; the same article always the same one', () => {
		const urls = new Set(['a', 'b', 'c', 'd', 'e'].map((seed) => placeholderCover({ title: 'Fiber basics', tags: [], seed: `doc-${seed}` }).url))
		expect(urls.size).toBe(5)
		for (const url of urls) expect(url).toMatch(/^\/covers\/gut-\d{1,3}\.svg$/)
		expect(placeholderCover({ title: 'Fiber basics', tags: [], seed: 'doc-a' })).toEqual(placeholderCover({ title: 'Fiber basics', tags: [], seed: 'doc-a' }))
	})

	test('a cover has a size and a description, and never repeats the title in the picture', () => {
		const cover = placeholderCover({ title: 'Hydration for runners', tags: ['hydration'], seed: 'x' })
		expect(cover).toMatchObject({ width: 1200, height: 630, alt: 'Illustration: waves on a teal background' })
		const topic = parseCoverKey(cover.url.slice('/covers/'.length, -'.svg'.length))!
		const svg = coverArtSvg(topic.topic, topic.variant)
		expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 630"/)
		expect(svg).not.toContain('<text')
		expect(svg).not.toContain('Hydration')
	})

	test('two variants of a topic draw different pictures; every topic draws', () => {
		const heart = coverTopics.find((topic) => topic.key === 'heart')!
		expect(coverArtSvg(heart, 1)).not.toBe(coverArtSvg(heart, 2))
		for (const topic of coverTopics) expect(coverArtSvg(topic, 0).length).toBeGreaterThan(500)
	})

	test('cover keys: topic-variant only', () => {
		expect(parseCoverKey('heart-12')?.variant).toBe(12)
		for (const key of ['heart', 'heart-1234', 'unknown-1', '../etc-1', 'HEART-1']) expect(parseCoverKey(key), key).toBeNull()
	})
})
