import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { singleLineText } from './text.ts'

// conform coerces '' to undefined in the schemas it walks: an empty form field must read as
// "required" (or as '' when optional), never as "must be text".
test('an empty form field is required or empty, through conform', () => {
	const schema = z.object({ title: singleLineText('Title', { max: 10 }), summary: singleLineText('Summary', { max: 10, required: false }) })
	const form = new FormData()
	form.set('title', '')
	form.set('summary', '')
	expect(parseWithZod(form, { schema }).reply().error).toEqual({ title: ['Title is required'] })
	form.set('title', ' Oats ')
	const parsed = parseWithZod(form, { schema })
	expect(parsed.status === 'success' ? parsed.value : null).toEqual({ title: 'Oats', summary: '' })
})
