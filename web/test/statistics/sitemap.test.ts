import { expect, test } from 'vitest'
import { suspendAccount } from '#app/modules/accounts/account-status.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { loader } from '#app/routes/sitemap[.]xml.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'

test('sitemap.xml lists exactly the listed profiles', async () => {
	const listed = [await dietitianWithProfile({ plan: 1 }), await dietitianWithProfile({ plan: 3 })]
	const hidden = [
		await dietitianWithProfile({ reviewStatus: 'draft' }),
		await dietitianWithProfile({ reviewStatus: 'submitted' }),
		await dietitianWithProfile({ reviewStatus: 'rejected' }),
		await dietitianWithProfile({ plan: 0 }),
		await dietitianWithProfile(),
	]
	await (await getDb()).transaction((tx) => suspendAccount(tx, hidden[4]!.id))
	const response = await loader()
	const xml = await response.text()
	const ids = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/viewdoctorprofile\/(\d+)</g)].map((match) => Number(match[1]))
	expect(ids.sort((a, b) => a - b)).toEqual(listed.map(({ id }) => id).sort((a, b) => a - b))
	expect(xml).toContain('<loc>http://localhost:3000/home</loc>')
})
