import { expect, test } from 'vitest'
import { checkLine, isVerified, verifiedText, type CredentialCheck } from './verified-text.ts'

const npi: CredentialCheck = { kind: 'npi', number: '1234567893', state: null, checked_at: '2026-11-20T15:00:00.000Z' }
const licence: CredentialCheck = { kind: 'licence', number: '012345', state: 'NY', checked_at: '2025-11-01T15:00:00.000Z' }

test('a check reads as the kind, the number (a licence with its state) and the day', () => {
	expect(checkLine(npi)).toBe('NPI 1234567893 · checked Nov 20, 2026')
	expect(checkLine(licence)).toBe('Licence NY 012345 · checked Nov 01, 2025')
})

test('verified exactly while a check is less than 365 days old', () => {
	expect(isVerified([], new Date('2026-11-21T00:00:00Z'))).toBe(false)
	expect(isVerified([licence], new Date('2026-10-31T15:00:00Z'))).toBe(true)
	expect(isVerified([licence], new Date('2026-11-01T15:00:00Z'))).toBe(false)
	expect(isVerified([npi, licence], new Date('2026-11-21T00:00:00Z'))).toBe(true)
})

test('the tooltip names only the recent checks, and nothing without one', () => {
	expect(verifiedText([npi, licence], new Date('2026-11-21T00:00:00Z'))).toBe(
		'Our team checked NPI 1234567893 · checked Nov 20, 2026. It says the credential is real and current, not how good the care is.',
	)
	expect(verifiedText([licence], new Date('2026-11-21T00:00:00Z'))).toBeNull()
})
