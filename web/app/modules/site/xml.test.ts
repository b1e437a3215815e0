import { expect, test } from 'vitest'
import { escapeXml } from './xml.ts'

test('escapeXml drops characters XML cannot carry and escapes markup', () => {
	expect(escapeXml('Fiber \u0000& <you>\u001b "daily" \ud800')).toBe('Fiber &amp; &lt;you&gt; &quot;daily&quot; ')
	expect(escapeXml('Café 🥑 line\nbreak')).toBe('Café 🥑 line\nbreak')
})
