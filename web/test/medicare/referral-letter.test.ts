import { beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { users } from '#db/schema/accounts.ts'
import { credentialChecks, profiles } from '#db/schema/profiles.ts'
import { now } from '#app/modules/clock/clock.server.ts'
import { formatDay } from '#app/modules/site/format-date.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { loader as letterPage } from '#app/routes/viewdoctorprofile.referral-letter.tsx'
import { loader as letterPdf } from '#app/routes/viewdoctorprofile.referral-letter[.]pdf.ts'
import { callRoute } from '../form-client.ts'
import { add } from '../directory/profile-fixture.ts'

const npi = `192837465${npiCheckDigit('192837465')}`

async function pdfText(id: number) {
	const response = (await letterPdf({ params: { id: String(id) }, request: new Request(`http://localhost/viewdoctorprofile/${id}/referral-letter.pdf`) } as never)) as Response
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toBe('application/pdf')
	const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
	const { totalPages, text } = await extractText(pdf, { mergePages: true })
	return { totalPages, text: text.replace(/\s+/g, ' '), disposition: response.headers.get('content-disposition') }
}

const answerOf = (id: number | string, handler: typeof letterPage | typeof letterPdf = letterPage) => callRoute(handler, `/viewdoctorprofile/${id}/referral-letter`, undefined, { params: { id: String(id) } })

let medicare: number
beforeAll(async () => {
	medicare = await add({ name: 'Rosa', zip: '60614', insurance: ['Medicare', 'Aetna'], credentials: ['RDN', 'CDCES', 'LDN'] })
	const db = await getDb()
	await db.update(users).set({ lastName: 'Alvarez' }).where(eq(users.id, medicare))
	await db
		.update(profiles)
		.set({ npi, role: 'Registered Dietitian Nutritionist', profileName: 'Lincoln Park Nutrition', streetAddress: '2400 N Clark St', aptSuite: 'Suite 210', officeNumber: '(312) 555-0110', officeFax: '(312) 555-0111' })
		.where(eq(profiles.userId, medicare))
	// The letter prints an NPI our team checked (issue 41 point 2).
	await db.insert(credentialChecks).values({ userId: medicare, kind: 'npi', number: npi, checkedAt: now(), checkedByEmail: 'admin@example.com' })
	await refreshListing(db, medicare)
})

describe('the PDF', () => {
	test('one Letter page pre-filled with the dietitian, the benefit’s rules, the diagnosis boxes and the physician’s fields', async () => {
		const { totalPages, text, disposition } = await pdfText(medicare)
		expect(totalPages).toBe(1)
		expect(disposition).toBe('attachment; filename="referral-letter-rosa-alvarez.pdf"')
		for (const expected of [
			'Referral for Medicare medical nutrition therapy',
			'Rosa Alvarez, RDN, CDCES, LDN',
			'Registered Dietitian Nutritionist',
			`NPI: ${npi} (checked ${formatDay(now().toISOString())})`,
			'2400 N Clark St, Suite 210',
			'Chicago, IL 60614',
			'Phone: (312) 555-0110',
			'Fax: (312) 555-0111',
			'Your patient asks you to refer them to Rosa Alvarez',
			'Medicare Part B covers medical nutrition therapy (MNT) for a beneficiary with diabetes or chronic kidney disease',
			'It covers 3 hours of one-on-one MNT in the first calendar year the benefit is used and 2 hours in each year after',
			'The beneficiary pays nothing when the dietitian accepts Medicare assignment.',
			'Date of diagnosis:',
			'Latest HbA1c (%):',
			'Latest eGFR (mL/min/1.73 m²):',
			'Hours requested',
			'Initial: up to 3 hours in the first calendar year',
			'Additional hours: change in condition, treatment or diagnosis',
			'Type 1 diabetes',
			'Type 2 diabetes',
			'Chronic kidney disease',
			'Kidney transplant within the last 36 months',
			'ICD-10 code(s):',
			'Physician name:',
			'NPI:',
			'Signature:',
			'Date:',
			'medicare.gov',
			'as stated on November 25, 2026',
		]) {
			expect(text).toContain(expected)
		}
	})

	test('a page is 8.5 by 11 inches', async () => {
		const response = (await letterPdf({ params: { id: String(medicare) }, request: new Request('http://localhost/') } as never)) as Response
		const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
		const page = await pdf.getPage(1)
		expect(page.view).toEqual([0, 0, 612, 792])
	})
})

describe('the words', () => {
	test('speak to the physician throughout: the patient is “your patient”, never “you”', async () => {
		const answer = await answerOf(medicare)
		const { text } = answer.data as { text: { body: string[] } }
		const body = text.body.join(' ')
		expect(body).toMatch(/^Your patient asks you to refer them/)
		expect(body).not.toMatch(/\b(if you have|you pay|you use|your doctor)\b/i)
	})
})

describe('text in any language', () => {
	test('accents and Chinese print in embedded fonts; a character no font has prints as � with a note', async () => {
		const db = await getDb()
		const other = await add({ name: 'Zoë', zip: '60614', insurance: ['Medicare'] })
		await db.update(users).set({ lastName: 'Łukasz-Núñez' }).where(eq(users.id, other))
		await db.update(profiles).set({ role: '营养师 🥗', profileName: 'Clínica Nutrición Señora Ōta', streetAddress: '2400 N Clark St' }).where(eq(profiles.userId, other))
		await refreshListing(db, other)
		const response = (await letterPdf({ params: { id: String(other) }, request: new Request('http://localhost/') } as never)) as Response
		const bytes = new Uint8Array(await response.arrayBuffer())
		const { text } = await pdfText(other)
		expect(text).toContain('Zoë Łukasz-Núñez')
		expect(text).toContain('营养师 �')
		expect(text).toContain('Clínica Nutrición Señora Ōta')
		expect(text).toContain('� marks a character this letter cannot print')
		// Subsets of the two fonts are embedded, not Helvetica and not the whole 8 MB Chinese font.
		const raw = Buffer.from(bytes).toString('latin1')
		expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/)
		expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/)
		expect(raw).not.toContain('Helvetica')
		expect(bytes.length).toBeLessThan(250_000)
	})

	test('a letter in Latin script alone does not embed the Chinese font', async () => {
		const response = (await letterPdf({ params: { id: String(medicare) }, request: new Request('http://localhost/') } as never)) as Response
		const raw = Buffer.from(await response.arrayBuffer()).toString('latin1')
		expect(raw).not.toContain('NotoSansHans')
		expect(raw).not.toContain('\uFFFD marks')
	})
})

describe('the page', () => {
	test('carries the same words as the PDF', async () => {
		const answer = await answerOf(medicare)
		expect(answer.status).toBe(200)
		const page = answer.data as { text: { from: { lines: string[] }; diagnosis: { boxes: string[] } } }
		expect(page.text.from.lines).toEqual(['Rosa Alvarez, RDN, CDCES, LDN', 'Registered Dietitian Nutritionist', 'Lincoln Park Nutrition', `NPI: ${npi} (checked ${formatDay(now().toISOString())})`, '2400 N Clark St, Suite 210', 'Chicago, IL 60614', 'Phone: (312) 555-0110', 'Fax: (312) 555-0111'])
		const { text } = await pdfText(medicare)
		for (const line of [...page.text.from.lines, ...page.text.diagnosis.boxes.map((box) => box.split(' (')[0]!)]) expect(text).toContain(line)
	})
})

describe('no letter, with a way back', () => {
	test('a dietitian who does not accept Medicare: 404 naming the profile to go back to', async () => {
		const other = await add({ name: 'Nomed', zip: '60614', insurance: ['Aetna'] })
		expect(await answerOf(other)).toMatchObject({ status: 404, data: { reason: 'no-medicare', profileHref: `/viewdoctorprofile/${other}` } })
		const pdf = await answerOf(other, letterPdf)
		expect(pdf.status).toBe(404)
		expect(pdf.headers.get('content-type')).toBe('text/plain; charset=utf-8')
		expect(pdf.data).toBe(`This dietitian does not accept Medicare, so there is no referral letter.\nThe profile: /viewdoctorprofile/${other}\n`)
	})

	test('a paused listing is 410; a profile not approved, a suspended one, an unknown id: 404', async () => {
		const lapsed = await add({ name: 'Lapsed', zip: '60614', insurance: ['Medicare'], plan: 0 })
		expect(await answerOf(lapsed)).toMatchObject({ status: 410, data: { reason: 'not-listed' } })
		expect(await answerOf(lapsed, letterPdf)).toMatchObject({ status: 410, data: 'This dietitian is not currently listed.\nDietitians who accept Medicare: /medicare\n' })
		for (const hidden of [await add({ name: 'Draft', zip: '60614', insurance: ['Medicare'], review: 'draft' }), await add({ name: 'Sus', zip: '60614', insurance: ['Medicare'], suspended: true })]) {
			expect(await answerOf(hidden)).toMatchObject({ status: 404, data: { reason: 'not-found', profileHref: null } })
		}
		expect((await answerOf('x9')).status).toBe(404)
		expect((await answerOf(999_999_999, letterPdf)).status).toBe(404)
	})
})
