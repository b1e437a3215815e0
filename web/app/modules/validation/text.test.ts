import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { multiLineText, singleLineText, toOneLine } from './text.ts'

const name = singleLineText('First name', { max: 10 })
const optional = singleLineText('Suite', { max: 10, required: false })
const body = multiLineText('Summary', { max: 20 })

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('text schemas', () => {
	test('a one-line text is trimmed and limited', () => {
		expect(name.parse('  Dana ')).toBe('Dana')
		expect(message(name.safeParse('x'.repeat(11)))).toBe('First name is at most 10 characters')
		expect(message(name.safeParse(undefined))).toBe('First name is required')
		expect(message(name.safeParse('   '))).toBe('First name is required')
	})

	test('NUL, control characters and line breaks are refused in one-line text', () => {
		expect(message(name.safeParse('Da\u0000na'))).toBe('First name contains control characters')
		expect(message(name.safeParse('Da\u001bna'))).toBe('First name contains control characters')
		expect(message(name.safeParse('Da\nna'))).toBe('First name must be on one line')
		expect(message(name.safeParse('Da\tna'))).toBe('First name must be on one line')
		expect(message(name.safeParse('Da\ud800na'))).toBe('First name contains characters that are not text')
	})

	test('an optional text accepts nothing and gives an empty string', () => {
		expect(optional.parse(undefined)).toBe('')
		expect(optional.parse('')).toBe('')
		expect(message(optional.safeParse(12))).toBe('Suite must be text')
	})

	test('a multi-line text keeps paragraphs, normalises CRLF and refuses control characters', () => {
		expect(body.parse('One\r\n\r\nTwo')).toBe('One\n\nTwo')
		expect(message(body.safeParse('One\u0000'))).toBe('Summary contains control characters')
	})

	test('toOneLine flattens anything that could start a new line', () => {
		expect(toOneLine('Dana\r\nBcc: x@evil.example\u0000')).toBe('Dana Bcc: x@evil.example')
	})

	test('in a form, an empty optional field is an empty string and an empty required one an error', () => {
		const formData = new FormData()
		formData.set('suite', '')
		formData.set('name', '')
		const schema = z.object({ suite: optional, name })
		const result = parseWithZod(formData, { schema }).reply()
		expect(result.error).toEqual({ name: ['First name is required'] })
		formData.set('name', 'Dana')
		const ok = parseWithZod(formData, { schema })
		expect(ok.status === 'success' && ok.value).toEqual({ suite: '', name: 'Dana' })
	})
})
