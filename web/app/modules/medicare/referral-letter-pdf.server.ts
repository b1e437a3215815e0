import PDFDocument from 'pdfkit'
import type { ReferralLetter } from './referral-letter.server.ts'
import { referralLetterText } from './referral-letter-text.ts'
import { fontRuns, letterFont, missingGlyph, type LetterFont } from './letter-fonts.server.ts'

const margin = 48
const ink = '#0f172a'
const muted = '#475569'

/**
 * The referral letter as a one-page US Letter PDF, with the same words as the
 * printable page (referral-letter-text.ts). The text is set in embedded Unicode
 * fonts (letter-fonts.server.ts), so a name or title in any script the fonts
 * cover prints as typed, and a character they lack prints as � with a note.
 */
export function referralLetterPdf(letter: ReferralLetter): Promise<Buffer> {
	const text = referralLetterText(letter)
	const doc = new PDFDocument({
		size: 'LETTER',
		margin,
		info: { Title: `${text.title}: ${letter.dietitian.name}`, Author: 'American Dietitian', Subject: text.title },
		compress: true,
	})
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const done = new Promise<Buffer>((resolve, reject) => {
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
	})
	const width = doc.page.width - 2 * margin
	const gap = 18
	const registered = new Set<LetterFont>()
	const useFont = (name: LetterFont) => {
		if (!registered.has(name)) {
			doc.registerFont(name, letterFont(name).bytes)
			registered.add(name)
		}
		doc.font(name)
	}
	let missing = 0
	/** Writes a text in the fonts that have its characters, one run after another on the same lines. */
	const write = (value: string, { bold = false, ...options }: PDFKit.Mixins.TextOptions & { bold?: boolean } = {}) => {
		const cut = fontRuns(value, bold)
		missing += cut.missing
		const runs = cut.runs.length ? cut.runs : [{ font: (bold ? 'latin-bold' : 'latin') as LetterFont, text: '' }]
		runs.forEach((run, i) => {
			useFont(run.font)
			const last = i === runs.length - 1
			if (i === 0) doc.text(run.text, { ...options, continued: !last })
			else doc.text(run.text, { continued: !last })
		})
	}

	doc.fontSize(16).fillColor(ink)
	write(text.title, { bold: true, width })
	doc.moveDown(0.5)
	doc.fontSize(8.5).fillColor(muted)
	write(text.from.heading.toUpperCase(), { bold: true, characterSpacing: 0.5 })
	doc.fontSize(9.5).fillColor(ink)
	// Two columns, as on the page: who the dietitian is, then where to reach them.
	const [first, ...rest] = text.from.lines
	const split = Math.ceil(text.from.lines.length / 2)
	const columnWidth = (width - gap) / 2
	const top = doc.y
	write(first ?? '', { bold: true, width: columnWidth })
	for (const line of rest.slice(0, split - 1)) write(line, { width: columnWidth })
	const leftBottom = doc.y
	doc.x = margin + columnWidth + gap
	doc.y = top
	for (const line of rest.slice(split - 1)) write(line, { width: columnWidth })
	doc.x = margin
	doc.y = Math.max(leftBottom, doc.y)
	doc.moveDown(0.5)

	doc.fontSize(9.5)
	write(text.greeting)
	doc.moveDown(0.3)
	for (const paragraph of text.body) {
		write(paragraph, { width, lineGap: 1 })
		doc.moveDown(0.3)
	}

	const heading = (title: string) => {
		doc.moveDown(0.35)
		doc.fontSize(10.5).fillColor(ink)
		write(title, { bold: true })
		doc.moveDown(0.2)
		doc.fontSize(9.5)
	}
	/** Blanks to fill in, side by side on one row: the physician writes on the lines. */
	const fields = (...labels: string[]) => {
		const x = margin
		const y = doc.y
		const each = (width - gap * (labels.length - 1)) / labels.length
		useFont('latin')
		labels.forEach((label, i) => {
			const left = x + i * (each + gap)
			doc.text(`${label}:`, left, y, { lineBreak: false })
			const start = left + doc.widthOfString(`${label}: `) + 2
			doc.moveTo(start, y + 10).lineTo(left + each, y + 10).lineWidth(0.5).strokeColor(muted).stroke()
		})
		doc.x = x
		doc.y = y + 20
	}
	const box = (label: string) => {
		const x = doc.x
		const y = doc.y
		doc.rect(x, y + 1, 9, 9).lineWidth(0.8).strokeColor(ink).stroke()
		useFont('latin')
		doc.text(label, x + 16, y, { width: width - 16 })
		doc.x = x
		doc.moveDown(0.25)
	}

	const [patientName, ...patientRest] = text.patient.fields
	heading(text.patient.heading)
	fields(patientName!)
	fields(...patientRest)
	heading(text.diagnosis.heading)
	for (const label of text.diagnosis.boxes) box(label)
	doc.moveDown(0.2)
	fields(text.diagnosis.codeField, text.diagnosis.dateField)
	heading(text.labs.heading)
	for (const row of text.labs.rows) fields(...row)
	heading(text.referralKind.heading)
	for (const label of text.referralKind.boxes) box(label)
	doc.moveDown(0.2)
	fields(text.referralKind.hoursField)
	heading(text.physician.heading)
	for (let i = 0; i < text.physician.fields.length; i += 2) fields(...text.physician.fields.slice(i, i + 2))

	doc.moveDown(0.4)
	doc.fontSize(7.5).fillColor(muted)
	write(text.source, { width })
	write(text.profile, { width })
	// Said where the physician reads it: a mark is not the dietitian's text.
	if (missing > 0) write(`${missingGlyph} marks a character this letter cannot print; the dietitian’s profile shows it as written.`, { width })
	doc.end()
	return done
}
