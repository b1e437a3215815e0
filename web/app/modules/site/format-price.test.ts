import { expect, test } from 'vitest'
import { formatPrice } from './format-price.ts'

test('whole dollars show no cents, other amounts show two decimals', () => {
	expect(formatPrice(1900)).toBe('$19')
	expect(formatPrice(39000)).toBe('$390')
	expect(formatPrice(0)).toBe('$0')
	expect(formatPrice(1950)).toBe('$19.50')
	expect(formatPrice(658)).toBe('$6.58')
})
