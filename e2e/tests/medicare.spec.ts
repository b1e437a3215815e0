import { extractText, getDocumentProxy } from 'unpdf'
import { expect, expectNoAxeViolations, test } from '../fixtures.ts'

const textOf = async (pdf: Uint8Array) => {
	const document = await getDocumentProxy(pdf)
	const { totalPages, text } = await extractText(document, { mergePages: true })
	return { totalPages, text: text.replace(/\s+/g, ' ') }
}

test('a visitor on Medicare with diabetes goes from the home page to a printed referral letter for a nearby dietitian', async ({ page }) => {
	await page.goto('/home')
	await page.getByRole('link', { name: 'See whether Medicare covers your visits' }).click()
	await expect(page).toHaveURL(/\/medicare$/)
	await page.getByLabel('Original Medicare with Part B').check()
	await page.getByRole('button', { name: 'Next' }).click()
	await page.getByLabel('Diabetes (type 1 or type 2)').check()
	await page.getByRole('button', { name: 'Next' }).click()
	await page.getByLabel('No, this is the first calendar year I use it').check()
	await page.getByRole('button', { name: 'Next' }).click()
	await expect(page).toHaveURL(/\/medicare\?plan=original&diagnosis=diabetes&year=first$/)
	await expect(page.getByRole('heading', { name: 'Yes: Medicare covers your visits with a registered dietitian' })).toBeVisible()
	await expect(page.getByText('Up to 3 hours this calendar year.')).toBeVisible()
	await expect(page.getByText('$0 for you.')).toBeVisible()
	await page.getByLabel('Your ZIP code').fill('10011')
	await page.getByRole('button', { name: 'Find dietitians' }).click()
	await expect(page.getByText(/dietitians? accepts? Medicare and sees? clients in person within 25 miles of New York, NY 10011/)).toBeVisible()
	await expectNoAxeViolations(page)
	const first = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Referral letter for your doctor' }) }).first()
	const name = (await first.getByRole('link').first().textContent())!.split(',')[0]!
	await first.getByRole('link', { name: 'Referral letter for your doctor' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Referral for Medicare medical nutrition therapy' })).toBeVisible()
	await expectNoAxeViolations(page)

	const printed = await textOf(new Uint8Array(await page.pdf({ format: 'Letter', preferCSSPageSize: true })))
	expect(printed.totalPages).toBe(1)
	for (const expected of [name, 'NPI:', 'It covers 3 hours of one-on-one MNT', 'Latest HbA1c (%):', 'Hours requested:', 'Type 2 diabetes', 'Chronic kidney disease', 'Physician name:', 'Signature:', 'medicare.gov']) {
		expect(printed.text).toContain(expected)
	}
	// The screen's buttons and links are not printed.
	expect(printed.text).not.toContain('Download PDF')
	expect(printed.text).not.toContain('Back to the profile')

	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Download PDF' }).click()
	const file = await (await download).createReadStream()
	const chunks: Buffer[] = []
	for await (const chunk of file) chunks.push(chunk as Buffer)
	const downloaded = await textOf(new Uint8Array(Buffer.concat(chunks)))
	expect(downloaded.totalPages).toBe(1)
	expect(downloaded.text).toContain(name)
	expect(downloaded.text).toContain('Referral for Medicare medical nutrition therapy')
})

test.describe('without JavaScript', () => {
	// The bad answers below are 400 documents, which the browser reports.
	test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] })

	test('the guide answers, and a bad answer or an unknown ZIP is explained with a 400', async ({ page }) => {
		await page.goto('/medicare?plan=original')
		await page.getByLabel('A kidney transplant more than 36 months ago').check()
		await page.getByRole('button', { name: 'Next' }).click()
		await expect(page.getByRole('heading', { name: 'The transplant window has passed' })).toBeVisible()

		const bad = await page.goto('/medicare?plan=original&diagnosis=gout')
		expect(bad?.status()).toBe(400)
		await expect(page.getByRole('alert')).toHaveText('Choose one of the diagnoses on this page.')
		await expect(page.getByRole('group', { name: 'Has a doctor diagnosed you with one of these?' })).toBeVisible()

		const unknownZip = await page.goto('/medicare?plan=advantage&diagnosis=kidney&year=later&zip=00000')
		expect(unknownZip?.status()).toBe(400)
		await expect(page.getByRole('alert')).toHaveText('We do not know the ZIP code 00000. Check the five digits and try again.')
	})
})

test.describe('no letter', () => {
	test.use({ allowedConsoleErrors: [/status of 404/] })

	test('a dietitian who does not accept Medicare: a 404 page with the way back', async ({ page, request }) => {
		const response = await request.post('/api/dietitians/search', { data: { searchZipCode: '60614', searchCount: 50, sort: 'name' } })
		const { data } = (await response.json()) as { data: { id: number }[] }
		let without: number | null = null
		for (const card of data) {
			const letter = await request.get(`/viewdoctorprofile/${card.id}/referral-letter.pdf`)
			if (letter.status() === 404) {
				without = card.id
				break
			}
			expect(letter.headers()['content-type']).toBe('application/pdf')
		}
		expect(without).not.toBeNull()
		const answer = await page.goto(`/viewdoctorprofile/${without}/referral-letter`)
		expect(answer?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'This dietitian does not accept Medicare' })).toBeVisible()
		await page.getByRole('link', { name: 'Back to the profile' }).click()
		await expect(page).toHaveURL(new RegExp(`/viewdoctorprofile/${without}$`))
	})
})
