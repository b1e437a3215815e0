import { describe, expect, test } from 'vitest'
import { applyTool, toolbarTools } from './markdown-toolbar.ts'

const tool = (label: string) => toolbarTools.find((t) => t.label === label)!
const selected = (edit: { value: string; selectionStart: number; selectionEnd: number }) => edit.value.slice(edit.selectionStart, edit.selectionEnd)

describe('the editor toolbar', () => {
	test('with no selection, Bold inserts a selected placeholder between its markers', () => {
		const edit = applyTool('Eat more ', 9, 9, tool('Bold'))
		expect(edit.value).toBe('Eat more **bold text**')
		expect(selected(edit)).toBe('bold text')
	})

	test('with words selected, Bold and Italic wrap them and keep them selected; spaces stay outside', () => {
		const bold = applyTool('Eat more beans today', 9, 15, tool('Bold'))
		expect(bold.value).toBe('Eat more **beans** today')
		expect(selected(bold)).toBe('beans')
		const italic = applyTool('Eat more beans today', 8, 15, tool('Italic'))
		expect(italic.value).toBe('Eat more *beans* today')
	})

	test('a link around selected words selects the address to fill in; without a selection, the link text', () => {
		const around = applyTool('Read the guidelines.', 9, 19, tool('Link'))
		expect(around.value).toBe('Read the [guidelines](https://).')
		expect(selected(around)).toBe('https://')
		const empty = applyTool('Read ', 5, 5, tool('Link'))
		expect(empty.value).toBe('Read [link text](https://)')
		expect(selected(empty)).toBe('link text')
	})

	test('an image goes on its own line', () => {
		const edit = applyTool('Intro.', 6, 6, tool('Image'))
		expect(edit.value).toBe('Intro.\n![image description](https://)')
		expect(selected(edit)).toBe('image description')
	})

	test('a heading on an empty line is a selected placeholder; on a line of text, the line becomes the heading', () => {
		const empty = applyTool('Intro.\n\n', 8, 8, tool('Heading'))
		expect(empty.value).toBe('Intro.\n\n## Heading')
		expect(selected(empty)).toBe('Heading')
		const onText = applyTool('Intro.\nWhy fiber\nMore.', 10, 10, tool('Heading'))
		expect(onText.value).toBe('Intro.\n## Why fiber\nMore.')
		expect(onText.selectionStart).toBe(13)
	})

	test('a numbered list numbers every selected line', () => {
		const edit = applyTool('Soak\nCook\nEat', 0, 12, tool('Numbered list'))
		expect(edit.value).toBe('1. Soak\n2. Cook\n3. Eat')
	})
})
