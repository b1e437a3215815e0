/**
 * The editor toolbar's edits, as a pure function of the text and the
 * selection. With words selected, a button formats them; with nothing
 * selected, it inserts its markers around a placeholder and selects the
 * placeholder, so what the author types next replaces it, formatted. (Markers
 * alone, `****`, once went live in an article.)
 */
export type ToolbarTool = {
	label: string
	kind: 'wrap' | 'line' | 'link' | 'image'
	/** wrap: the marker on both sides; line: the line prefix. */
	marker: string
	placeholder: string
}

export const toolbarTools: ToolbarTool[] = [
	{ label: 'Heading', kind: 'line', marker: '## ', placeholder: 'Heading' },
	{ label: 'Bold', kind: 'wrap', marker: '**', placeholder: 'bold text' },
	{ label: 'Italic', kind: 'wrap', marker: '*', placeholder: 'italic text' },
	{ label: 'Bulleted list', kind: 'line', marker: '- ', placeholder: 'List item' },
	{ label: 'Numbered list', kind: 'line', marker: '1. ', placeholder: 'List item' },
	{ label: 'Quote', kind: 'line', marker: '> ', placeholder: 'Quote' },
	{ label: 'Link', kind: 'link', marker: '', placeholder: 'link text' },
	{ label: 'Image', kind: 'image', marker: '', placeholder: 'image description' },
]

export type Edit = { value: string; selectionStart: number; selectionEnd: number }

const urlPlaceholder = 'https://'

function replace(value: string, start: number, end: number, insert: string, selectFrom: number, selectTo: number): Edit {
	return { value: value.slice(0, start) + insert + value.slice(end), selectionStart: start + selectFrom, selectionEnd: start + selectTo }
}

function wrap(value: string, start: number, end: number, tool: ToolbarTool): Edit {
	const selected = value.slice(start, end)
	const text = selected.trim()
	if (!text) {
		const insert = `${tool.marker}${tool.placeholder}${tool.marker}`
		return replace(value, start, end, insert, tool.marker.length, tool.marker.length + tool.placeholder.length)
	}
	// Spaces stay outside the markers: "**word **" is not bold in Markdown.
	const lead = selected.length - selected.trimStart().length
	const from = start + lead
	const to = from + text.length
	return replace(value, from, to, `${tool.marker}${text}${tool.marker}`, tool.marker.length, tool.marker.length + text.length)
}

function link(value: string, start: number, end: number, tool: ToolbarTool): Edit {
	const text = value.slice(start, end).trim()
	if (!text) return replace(value, start, end, `[${tool.placeholder}](${urlPlaceholder})`, 1, 1 + tool.placeholder.length)
	const insert = `[${text}](${urlPlaceholder})`
	// The words are the link text; the address is what is still missing, so it is selected.
	return replace(value, start, end, insert, text.length + 3, text.length + 3 + urlPlaceholder.length)
}

/** An image stands on a line of its own. */
function image(value: string, start: number, end: number, tool: ToolbarTool): Edit {
	const text = value.slice(start, end).trim()
	const before = start > 0 && value[start - 1] !== '\n' ? '\n' : ''
	const after = end < value.length && value[end] !== '\n' ? '\n' : ''
	const alt = text || tool.placeholder
	const insert = `${before}![${alt}](${urlPlaceholder})${after}`
	const altStart = before.length + 2
	if (!text) return replace(value, start, end, insert, altStart, altStart + alt.length)
	const urlStart = altStart + alt.length + 2
	return replace(value, start, end, insert, urlStart, urlStart + urlPlaceholder.length)
}

/** Headings, lists and quotes prefix whole lines: every line the selection touches. */
function line(value: string, start: number, end: number, tool: ToolbarTool): Edit {
	const lineStart = value.lastIndexOf('\n', start - 1) + 1
	const touchedEnd = end > start && value[end - 1] === '\n' ? end - 1 : end
	const newline = value.indexOf('\n', touchedEnd)
	const lineEnd = newline === -1 ? value.length : newline
	const lines = value.slice(lineStart, lineEnd).split('\n')
	if (lines.every((text) => text.trim() === '')) {
		const insert = `${tool.marker}${tool.placeholder}`
		return replace(value, lineStart, lineEnd, insert, tool.marker.length, insert.length)
	}
	let number = 0
	const prefixed = lines.map((text) => {
		if (!text.trim()) return text
		number += 1
		return `${tool.marker === '1. ' ? `${number}. ` : tool.marker}${text}`
	})
	const insert = prefixed.join('\n')
	if (start === end) {
		const shift = insert.length - (lineEnd - lineStart)
		return { value: value.slice(0, lineStart) + insert + value.slice(lineEnd), selectionStart: start + shift, selectionEnd: start + shift }
	}
	return replace(value, lineStart, lineEnd, insert, 0, insert.length)
}

export function applyTool(value: string, selectionStart: number, selectionEnd: number, tool: ToolbarTool): Edit {
	const start = Math.max(0, Math.min(selectionStart, selectionEnd, value.length))
	const end = Math.min(value.length, Math.max(selectionStart, selectionEnd))
	switch (tool.kind) {
		case 'wrap':
			return wrap(value, start, end, tool)
		case 'link':
			return link(value, start, end, tool)
		case 'image':
			return image(value, start, end, tool)
		case 'line':
			return line(value, start, end, tool)
	}
}
