import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'

/**
 * The referral letter's fonts (issue 41 point 6, docs/decisions/111): Noto Sans for Latin (accents,
 * Central European letters, Greek, Cyrillic) and Noto Sans Hans (Simplified Chinese, the GB2312
 * set) from the maintained @embedpdf font packages, which ship them as TTF and OTF for PDF
 * embedding. pdfkit embeds only the glyphs a letter uses. A character neither font has is printed
 * as U+FFFD (�), never as another character's glyph, and the letter says so.
 */
export type LetterFont = 'latin' | 'latin-bold' | 'hans' | 'hans-bold'

const require = createRequire(import.meta.url)
const fontFolder = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts')

const files: Record<LetterFont, string> = {
	latin: path.join(fontFolder('@embedpdf/fonts-latin'), 'NotoSans-Regular.ttf'),
	'latin-bold': path.join(fontFolder('@embedpdf/fonts-latin'), 'NotoSans-Bold.ttf'),
	hans: path.join(fontFolder('@embedpdf/fonts-sc'), 'NotoSansHans-Regular.otf'),
	'hans-bold': path.join(fontFolder('@embedpdf/fonts-sc'), 'NotoSansHans-Bold.otf'),
}

type Loaded = { bytes: Buffer; font: fontkit.Font }
const loaded = new Map<LetterFont, Loaded>()

/** A font's file, read once per process (the Chinese ones are 8 MB each, read only when a letter needs them). */
export function letterFont(name: LetterFont): Loaded {
	let font = loaded.get(name)
	if (!font) {
		const bytes = fs.readFileSync(files[name])
		font = { bytes, font: fontkit.create(bytes) as fontkit.Font }
		loaded.set(name, font)
	}
	return font
}

/** What is printed for a character no letter font has. */
export const missingGlyph = '\uFFFD'

export type Run = { font: LetterFont; text: string }

/**
 * A text cut into runs of one font each: Latin where Noto Sans has the character, Chinese where
 * Noto Sans Hans has it, and U+FFFD (in the Latin font) where neither does.
 */
export function fontRuns(text: string, bold: boolean): { runs: Run[]; missing: number } {
	const runs: Run[] = []
	let missing = 0
	const latin: LetterFont = bold ? 'latin-bold' : 'latin'
	const hans: LetterFont = bold ? 'hans-bold' : 'hans'
	for (const character of text) {
		const code = character.codePointAt(0)!
		let font: LetterFont
		let printed = character
		if (/\s/.test(character) || letterFont(latin).font.hasGlyphForCodePoint(code)) font = latin
		else if (letterFont(hans).font.hasGlyphForCodePoint(code)) font = hans
		else {
			font = latin
			printed = missingGlyph
			missing++
			// One mark for a run of them (an emoji with its joiners and variation selectors).
			if (runs.at(-1)?.text.endsWith(missingGlyph)) continue
		}
		const last = runs.at(-1)
		if (last?.font === font) last.text += printed
		else runs.push({ font, text: printed })
	}
	return { runs, missing }
}
