import { expect, test } from 'vitest'
import { toCmsImage } from './media.ts'

test('a media-library image keeps its size and description, with its smaller copies for srcset', () => {
	const image = toCmsImage({
		url: '/uploads/cover_ab12.webp',
		width: 1200,
		height: 630,
		alternativeText: 'Leaves on green',
		formats: { small: { url: '/uploads/small_cover_ab12.webp', width: 500, height: 262 }, medium: { url: '/uploads/medium_cover_ab12.webp', width: 750, height: 394 } },
	})
	expect(image).toEqual({
		url: '/uploads/cover_ab12.webp',
		width: 1200,
		height: 630,
		alt: 'Leaves on green',
		srcSet: '/uploads/small_cover_ab12.webp 500w, /uploads/medium_cover_ab12.webp 750w, /uploads/cover_ab12.webp 1200w',
	})
})

test('an image the site would not serve, or without a size, is no image', () => {
	expect(toCmsImage(null)).toBeNull()
	expect(toCmsImage({ url: 'javascript:alert(1)', width: 10, height: 10 })).toBeNull()
	expect(toCmsImage({ url: '//evil.example/x.png', width: 10, height: 10 })).toBeNull()
	expect(toCmsImage({ url: '/images/hero.svg', width: 10, height: 10 })).toBeNull()
	expect(toCmsImage({ url: '/uploads/x.png', width: null, height: 10 })).toBeNull()
	expect(toCmsImage({ url: 'https://bucket.example.com/x.png', width: 10, height: 10 })?.url).toBe('https://bucket.example.com/x.png')
})
