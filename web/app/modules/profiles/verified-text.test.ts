import { expect, test } from 'vitest'
import { verifiedText } from './verified-text.ts'

const approvedAt = new Date('2026-03-05T15:00:00Z')

test('the tooltip names only the numbers the profile carried when it was approved', () => {
	expect(verifiedText({ npi: true, cdr: true, licence: true }, approvedAt)).toBe(
		'An administrator checked this dietitian’s NPI number, CDR registration number and state licence number and approved the profile on Mar 05, 2026. Their listing plan is active.',
	)
	expect(verifiedText({ npi: false, cdr: true, licence: false }, approvedAt)).toBe(
		'An administrator checked this dietitian’s CDR registration number and approved the profile on Mar 05, 2026. Their listing plan is active.',
	)
	expect(verifiedText({ npi: true, cdr: false, licence: true }, null)).toBe(
		'An administrator checked this dietitian’s NPI number and state licence number and approved the profile. Their listing plan is active.',
	)
})

test('without any number it claims no check of one', () => {
	const text = verifiedText({ npi: false, cdr: false, licence: false }, approvedAt)
	expect(text).toBe('An administrator reviewed and approved this profile on Mar 05, 2026; it gave no NPI, CDR or licence number to check. Their listing plan is active.')
	expect(text).not.toMatch(/checked this/)
})
