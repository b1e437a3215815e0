import { expect, test } from 'vitest'
import { isValidNpi, npiCheckDigit } from './npi.ts'

test('NPI check digits (CMS examples and real-format numbers)', () => {
	// CMS's published example: 123456789 has check digit 3.
	expect(npiCheckDigit('123456789')).toBe(3)
	expect(isValidNpi('1234567893')).toBe(true)
	expect(isValidNpi('1234567890')).toBe(false)
	expect(isValidNpi('1245319599')).toBe(true)
	expect(isValidNpi('12345')).toBe(false)
	expect(isValidNpi('12345678ab')).toBe(false)
})
