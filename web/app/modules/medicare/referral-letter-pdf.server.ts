import PDFDocument from 'pdfkit'
import type { ReferralLetter } from './referral-letter.server.ts'
import { referralLetterText } from './referral-letter-text.ts'

const margin = 54
const ink = '#0f172a'
const muted = '#475569'

/**
 * The referral letter as a one-page US Letter PDF, with the PDF's built-in
 * Helvetica (no font files to ship). The same words as the printable page
 * (referral-letter-text.ts).
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

	doc.font('Helvetica-Bold').fontSize(16).fillColor(ink).text(text.title, { width })
	doc.moveDown(0.6)
	doc.font('Helvetica-Bold').fontSize(9).fillColor(muted).text(text.from.heading.toUpperCase(), { characterSpacing: 0.5 })
	doc.font('Helvetica').fontSize(10).fillColor(ink)
	const [first, ...rest] = text.from.lines
	doc.font('Helvetica-Bold').text(first ?? '')
	doc.font('Helvetica').text(rest.join('\n'), { lineGap: 1 })
	doc.moveDown(0.8)

	doc.fontSize(10).text(text.greeting)
	doc.moveDown(0.4)
	for (const paragraph of text.body) {
		doc.text(paragraph, { width, lineGap: 1.5 })
		doc.moveDown(0.4)
	}

	const heading = (title: string) => {
		doc.moveDown(0.5)
		doc.font('Helvetica-Bold').fontSize(11).fillColor(ink).text(title)
		doc.moveDown(0.3)
		doc.font('Helvetica').fontSize(10)
	}
	const gap = 18
	/** Blanks to fill in, side by side on one row: the physician writes on the lines. */
	const fields = (...labels: string[]) => {
		const x = margin
		const y = doc.y
		const each = (width - gap * (labels.length - 1)) / labels.length
		labels.forEach((label, i) => {
			const left = x + i * (each + gap)
			doc.text(`${label}:`, left, y, { lineBreak: false })
			const start = left + doc.widthOfString(`${label}: `) + 2
			doc.moveTo(start, y + 10).lineTo(left + each, y + 10).lineWidth(0.5).strokeColor(muted).stroke()
		})
		doc.x = x
		doc.y = y + 22
	}
	const box = (label: string) => {
		const x = doc.x
		const y = doc.y
		doc.rect(x, y, 9, 9).lineWidth(0.8).strokeColor(ink).stroke()
		doc.text(label, x + 16, y, { width: width - 16 })
		doc.x = x
		doc.moveDown(0.35)
	}

	const [patientName, ...patientRest] = text.patient.fields
	heading(text.patient.heading)
	fields(patientName!)
	fields(...patientRest)
	heading(text.diagnosis.heading)
	for (const label of text.diagnosis.boxes) box(label)
	doc.moveDown(0.2)
	fields(text.diagnosis.codeField)
	heading(text.referralKind.heading)
	for (const label of text.referralKind.boxes) box(label)
	heading(text.physician.heading)
	for (let i = 0; i < text.physician.fields.length; i += 2) fields(...text.physician.fields.slice(i, i + 2))

	doc.moveDown(0.6)
	doc.fontSize(8).fillColor(muted).text(text.source, { width })
	doc.text(text.profile, { width })
	doc.end()
	return done
}
