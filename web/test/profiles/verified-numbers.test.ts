import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { profiles } from '#db/schema/profiles.ts'
import { issueApiSession } from '#app/modules/auth/api-session.server.ts'
import { setClock } from '#app/modules/clock/clock.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { refreshListing } from '#app/modules/directory/listings.server.ts'
import { npiCheckDigit } from '#app/modules/profiles/npi.ts'
import { action as searchApi } from '#app/routes/api/dietitians.search.ts'
import { action as step1 } from '#app/routes/api/user.setupProfileStep1.ts'
import { loader as approvalsPage } from '#app/routes/admin/approvals.tsx'
import { loader as profilePage } from '#app/routes/viewdoctorprofile.tsx'
import { loader as letterPdf } from '#app/routes/viewdoctorprofile.referral-letter[.]pdf.ts'
import { callApi } from '../api-client.ts'
import { callRoute } from '../form-client.ts'
import { account, confirmed, profileFor, signedInAdmin } from '../admin/helpers.ts'

/**
 * Issue 41 point 2: "Verified" only while the checked numbers are the profile's numbers. The probe
 * changed a checked NPI through the API; after re-approval the search API still said verified, the
 * tooltip named the old NPI, and the referral letter printed the new one.
 */
const checked = '1234567893'
const changed = `192837465${npiCheckDigit('192837465')}`

const step1Body = (npi: string) => ({
	first_name: 'Nora',
	last_name: 'Quill',
	profile_name: 'Quill Nutrition',
	role: 'Registered Dietitian Nutritionist',
	credentials: ['RDN'],
	business_email: 'office@quill.example',
	office_number: '617-555-0142',
	street_address: '1 Beacon St',
	city_name: 'Boston',
	state: 'MA',
	zipcode: '02108',
	npi,
})

async function cardOf(id: number) {
	const answer = await callApi(searchApi, '/api/dietitians/search', { searchZipCode: '02108', radius: 25, searchCount: 100 })
	expect(answer.status).toBe(200)
	return (answer.body as { data: { id: number; verified: boolean; credential_checks: { kind: string; number: string }[] }[] }).data.find((card) => card.id === id)
}

const page = async (id: number) => (await callRoute(profilePage, `/viewdoctorprofile/${id}`, undefined, { params: { id: String(id) } })).data as { verifiedText: string | null; checkLines: string[] }

async function letterText(id: number) {
	const response = (await letterPdf({ params: { id: String(id) }, request: new Request(`http://localhost:3000/viewdoctorprofile/${id}/referral-letter.pdf`) } as never)) as Response
	expect(response.status).toBe(200)
	const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })
	return text.replace(/\s+/g, ' ')
}

test('a changed NPI ends its check at once: no badge, no old number, the queue says which number changed, the letter says it is unchecked', { timeout: 60_000 }, async () => {
	setClock('2026-11-20T15:00:00Z')
	const { cookie: admin } = await signedInAdmin()
	const dietitian = await account({ name: 'quill', plan: 2 })
	await profileFor(dietitian, 'approved', '02108', checked)
	const db = await getDb()
	await db.update(profiles).set({ insurance: ['Medicare'], credentials: ['RDN'] }).where(eq(profiles.userId, dietitian.id))
	await refreshListing(db, dietitian.id)
	expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'npi', number: checked }, admin)).status).toBe(302)
	expect(await cardOf(dietitian.id)).toMatchObject({ verified: true, credential_checks: [{ kind: 'npi', number: checked }] })
	expect(await letterText(dietitian.id)).toContain(`NPI: ${checked} (checked Nov 20, 2026)`)

	// The dietitian changes the NPI through the API: the profile goes back to the queue.
	const { token } = await issueApiSession(dietitian)
	const saved = await callApi(step1, '/api/user/setupProfileStep1', step1Body(changed), { headers: { authorization: `Bearer ${token}` } })
	expect(saved.status).toBe(200)
	const queue = (await callRoute(approvalsPage, '/admin/approvals', undefined, { cookie: admin })).data as { queue: { userId: number; checks: number; changed: { kind: string; checked: string; now: string | null }[] }[] }
	expect(queue.queue.find((row) => row.userId === dietitian.id)).toMatchObject({ checks: 0, changed: [{ kind: 'npi', checked, now: changed }] })

	// Re-approved without a new check: listed, not verified, and nothing names the old number.
	expect((await confirmed(dietitian.id, { intent: 'approve' }, admin)).status).toBe(302)
	const card = await cardOf(dietitian.id)
	expect(card).toMatchObject({ verified: false, credential_checks: [] })
	const shown = await page(dietitian.id)
	expect(shown.verifiedText).toBeNull()
	expect(JSON.stringify(shown)).not.toContain(checked)
	const letter = await letterText(dietitian.id)
	expect(letter).not.toContain(changed)
	expect(letter).not.toContain(checked)
	expect(letter).toContain('NPI: not yet checked by American Dietitian')

	// A check of an old number is refused: it would never show; the new number's check restores the badge.
	expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'npi', number: checked }, admin))).toMatchObject({ status: 400 })
	expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'npi', number: changed }, admin)).status).toBe(302)
	expect(await cardOf(dietitian.id)).toMatchObject({ verified: true, credential_checks: [{ kind: 'npi', number: changed }] })
	expect((await page(dietitian.id)).verifiedText).toContain(`NPI ${changed}`)
	expect(await letterText(dietitian.id)).toContain(`NPI: ${changed} (checked Nov 20, 2026)`)
})

test('a licence or CDR number compares letters and digits only: "ld 4411" is the checked "LD-4411"', async () => {
	setClock('2026-11-20T15:00:00Z')
	const { cookie: admin } = await signedInAdmin()
	const dietitian = await account({ name: 'lowe', plan: 2 })
	await profileFor(dietitian, 'approved', '02108', checked)
	const db = await getDb()
	await db.update(profiles).set({ licenseNumber: 'LD-4411', cdrNumber: '123456' }).where(eq(profiles.userId, dietitian.id))
	await refreshListing(db, dietitian.id)
	expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'licence', number: 'LD-4411', state: 'MA' }, admin)).status).toBe(302)
	expect((await confirmed(dietitian.id, { intent: 'record-check', kind: 'cdr', number: '123456' }, admin)).status).toBe(302)
	await db.update(profiles).set({ licenseNumber: 'ld 4411', cdrNumber: '654321' }).where(eq(profiles.userId, dietitian.id))
	await refreshListing(db, dietitian.id)
	expect((await cardOf(dietitian.id))?.credential_checks).toEqual([expect.objectContaining({ kind: 'licence', number: 'LD-4411' })])
})
